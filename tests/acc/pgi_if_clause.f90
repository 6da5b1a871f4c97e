! pgi_if_clause.f90 — the `if` clause of a compute region (accelerator model
! §2.3.1.1): the compiler makes a device copy and a host copy of the region;
! .true. runs the first, .false. the second. Both give the same answer; and
! acc_on_device(acc_device_host), asked inside the loop, tells which copy
! ran: .false. on the device when there is one, .true. on the host.
! Spec: accelerator model §2.3.1.1, §3.2.1, §3.2.7
! Checklist: Part 1 §1.6 (if clause), §1.14 R10, §1.15 (acc_on_device, acc_get_num_devices)
! Expects: PASS four times (on the device: the region ran there with if(.true.))
program pgi_if_clause
  use accel_lib
  implicit none
  integer, parameter :: n = 1000
  real :: a(n)
  logical :: onhost(n), has_device
  integer :: i, threshold

  has_device = acc_get_num_devices(acc_device_nvidia) > 0

  do threshold = 100, 10000, 9900   ! n > threshold: .true. then .false.
     a = 0.0
     onhost = .false.
!$acc region if(n > threshold)
     do i = 1, n
        a(i) = sqrt(real(i))
        onhost(i) = acc_on_device(acc_device_host)
     end do
!$acc end region
     call report('if(n > threshold) computes the same', &
          maxval(abs(dble(a) - sqrt([(dble(i), i = 1, n)]))) < 1d-6)
     if (n > threshold) then
        call report('if(.true.) runs the device copy when there is a device', &
             all(onhost .neqv. has_device))
     else
        call report('if(.false.) runs the host copy', all(onhost))
     end if
  end do

contains

  subroutine report(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a)', 'FAIL ', what
    end if
  end subroutine report

end program pgi_if_clause
