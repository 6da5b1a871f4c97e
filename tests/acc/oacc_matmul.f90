! oacc_matmul.f90 — matrix multiply c = a*b in OpenACC: `parallel loop
! gang collapse(2)` on the output with the dot product `loop seq`; the dot
! product as a `loop vector reduction(+:s)` under a `parallel loop gang`
! with `num_gangs`/`vector_length`; and `kernels` with no loop directive
! (the compiler's choice). Each against a real(8) host product.
! Checklist: Part 2 §2.2 (seq, reduction), §2.7 (collapse, num_gangs, vector_length)
! Expects: PASS three times (relative error below 1e-5)
program oacc_matmul
  implicit none
  integer, parameter :: n = 256, l = 192, m = 160
  real :: a(n, l), b(l, m), c(n, m), s
  real(8) :: r(n, m)
  integer :: i, j, k

  do j = 1, l
     do i = 1, n
        a(i, j) = real(mod(i + 2*j, 11)) / 11.0 - 0.5
     end do
  end do
  do j = 1, m
     do i = 1, l
        b(i, j) = real(mod(3*i + j, 13)) / 13.0
     end do
  end do
  r = matmul(dble(a), dble(b))

!$acc data copyin(a, b) copyout(c)
!$acc parallel loop gang collapse(2) private(s)
  do j = 1, m
     do i = 1, n
        s = 0.0
!$acc loop seq
        do k = 1, l
           s = s + a(i, k)*b(k, j)
        end do
        c(i, j) = s
     end do
  end do
!$acc update self(c)
  call check('parallel loop gang collapse(2) / loop seq')
  c = -1.0
!$acc update device(c)

!$acc parallel loop gang collapse(2) num_gangs(1024) vector_length(64) private(s)
  do j = 1, m
     do i = 1, n
        s = 0.0
!$acc loop vector reduction(+:s)
        do k = 1, l
           s = s + a(i, k)*b(k, j)
        end do
        c(i, j) = s
     end do
  end do
!$acc update self(c)
  call check('loop vector reduction(+:s) under parallel loop gang')
  c = -1.0
!$acc update device(c)

!$acc kernels
  do j = 1, m
     do i = 1, n
        s = 0.0
        do k = 1, l
           s = s + a(i, k)*b(k, j)
        end do
        c(i, j) = s
     end do
  end do
!$acc end kernels
!$acc end data
  call check('kernels, no loop directive')

contains

  subroutine check(what)
    character(*), intent(in) :: what
    real(8) :: err
    err = maxval(abs(c - r)) / maxval(abs(r))
    if (err < 1d-5) then
       print '(a,a)', 'PASS ', what
    else
       print '(a,a,a,es10.3)', 'FAIL ', what, ': relative error ', err
    end if
  end subroutine check

end program oacc_matmul
