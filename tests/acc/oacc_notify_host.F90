! oacc_notify_host.F90 — the environment of the generated code: the program
! runs itself (as `child`) under ACC_NOTIFY=1, ACC_NOTIFY=3,
! ACC_DEVICE_TYPE=HOST and none, and checks what the child prints: one
! `launch CUDA kernel` line per kernel, naming this file, the program unit
! and the loop's line (which the child prints from __LINE__); with 3 also
! `upload CUDA data` / `download CUDA data` lines naming the variable and
! its bytes (a copied in, c copied out); no launch at all when the regions run on
! the host, where acc_on_device(acc_device_host) is true inside them (data
! directives do nothing there); the same answers every time.
! Spec: accelerator model §4.1 (ACC_DEVICE), §4.3 (ACC_NOTIFY); OpenACC 2.7 §4.1
! Checklist: Part 1 §1.15 (environment); Part 2 §2.3
! Expects: PASS eight times
! Not for gfortran: ACC_NOTIFY is cufc's (nvfortran's) output
program oacc_notify_host
  implicit none
  character(len=1024) :: self, mode

  call get_command_argument(1, mode)
  if (mode == 'child') then
     call child()
  else
     call get_command_argument(0, self)
     call parent(trim(self))
  end if

contains

  ! two compute regions, the first inside a data region
  subroutine child()
    use openacc
    integer, parameter :: n = 3000
    real :: a(n), b(n), c(n)
    logical :: onhost(n)
    integer :: i
    do i = 1, n
       a(i) = real(mod(11*i, 97))
    end do
    b = 0.0
    c = 0.0
!$acc data copyin(a) copyout(b, onhost)
    print '(a, i0)', 'CHILD kernel line ', __LINE__ + 2
!$acc parallel loop present(a, b, onhost)
    do i = 1, n
       b(i) = 2.0*a(i) + 1.0
       onhost(i) = acc_on_device(acc_device_host)
    end do
!$acc end data
    print '(a, i0)', 'CHILD kernel line ', __LINE__ + 2
!$acc kernels
    do i = 1, n
       c(i) = b(n + 1 - i) - a(n + 1 - i)
    end do
!$acc end kernels
    if (all([(b(i) == 2.0*a(i) + 1.0 .and. c(i) == a(n + 1 - i) + 1.0, i = 1, n)])) print '(a)', 'CHILD right'
    if (all(onhost)) print '(a)', 'CHILD on the host'
    if (.not. any(onhost)) print '(a)', 'CHILD on the device'
  end subroutine child

  subroutine parent(self)
    character(*), intent(in) :: self
    character(len=16) :: lines(2)
    integer :: nlines, launches, matched
    logical :: right, host, device, moves

    call run(self, 'ACC_NOTIFY=1 ', 'notify.out', lines, nlines, launches, matched, right, host, device, moves)
    call check('ACC_NOTIFY=1: the answers', right .and. nlines == 2)
    call check('ACC_NOTIFY=1: one launch line per kernel, this file, unit and line', launches == 2 .and. matched == 2)
    call check('ACC_NOTIFY=1: the regions ran on the device, no transfer line', device .and. .not. moves)

    call run(self, 'ACC_NOTIFY=3 ', 'transfers.out', lines, nlines, launches, matched, right, host, device, moves)
    call check('ACC_NOTIFY=3: the launch lines', launches == 2 .and. matched == 2)
    call check('ACC_NOTIFY=3: upload of a, download of c, with their bytes', moves)

    call run(self, 'ACC_DEVICE_TYPE=HOST ACC_NOTIFY=1 ', 'host.out', lines, nlines, launches, matched, right, host, device, moves)
    call check('ACC_DEVICE_TYPE=HOST: the answers', right)
    call check('ACC_DEVICE_TYPE=HOST: the regions ran on the host, no launch', host .and. launches == 0)

    call run(self, '', 'quiet.out', lines, nlines, launches, matched, right, host, device, moves)
    call check('without ACC_NOTIFY: no launch line', right .and. launches == 0)
  end subroutine parent

  ! the child under `env`, its output in file `out`
  subroutine run(self, env, out, lines, nlines, launches, matched, right, host, device, moves)
    character(*), intent(in) :: self, env, out
    character(len=16), intent(out) :: lines(2)
    integer, intent(out) :: nlines, launches, matched
    logical, intent(out) :: right, host, device, moves
    character(len=1024) :: text(100)
    integer :: u, ios, k, m, n
    call execute_command_line(env//self//' child > '//out//' 2>&1')
    nlines = 0; launches = 0; matched = 0
    open(newunit=u, file=out, status='old', action='read')
    n = 0
    do while (n < size(text))
       read(u, '(a)', iostat=ios) text(n + 1)
       if (ios /= 0) exit
       n = n + 1
    end do
    close(u)
    ! the child's lines first: C and Fortran output reach the file in any order
    do m = 1, n
       if (index(text(m), 'CHILD kernel line ') == 1 .and. nlines < 2) then
          nlines = nlines + 1
          lines(nlines) = 'line='//trim(adjustl(text(m)(19:)))
       end if
    end do
    right = any(text(:n) == 'CHILD right')
    host = any(text(:n) == 'CHILD on the host')
    device = any(text(:n) == 'CHILD on the device')
    ! 3000 real(4) elements: 12000 bytes
    moves = any(index(text(:n), 'upload CUDA data ') == 1 .and. index(text(:n), ' function=child ') > 0 .and. &
                index(text(:n), ' variable=a bytes=12000') > 0) .and. &
            any(index(text(:n), 'download CUDA data ') == 1 .and. index(text(:n), ' variable=c bytes=12000') > 0)
    do m = 1, n
       if (index(text(m), 'launch CUDA kernel') /= 1) cycle
       launches = launches + 1
       do k = 1, nlines
          if (index(text(m), ' '//trim(lines(k))//' ') > 0 .and. index(text(m), 'oacc_notify_host.F90 ') > 0 .and. &
              index(text(m), ' function=child ') > 0 .and. index(text(m), ' num_gangs=') > 0) matched = matched + 1
       end do
    end do
  end subroutine run

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a, a)', ' PASS ', what
    else
       print '(a, a)', ' FAIL ', what
    end if
  end subroutine check

end program oacc_notify_host
