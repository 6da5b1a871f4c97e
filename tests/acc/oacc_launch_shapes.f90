! oacc_launch_shapes.f90 — the sizes of the clauses give the kernels'
! launch shapes: num_gangs/vector_length on parallel loop, tile(16, 4),
! vector(n) on the two loops of a nest, gang(n) vector(n) on kernels loop,
! num_workers on a two-loop nest. The program runs itself (as `child`) under
! ACC_NOTIFY=1 and checks the grid and block of each launch line against
! the clauses, and each answer against the host (fewer gangs than the loop
! needs still cover it).
! Spec: OpenACC 2.7 §2.5.7-2.5.9 (num_gangs, num_workers, vector_length),
! §2.9.2-2.9.4 (gang, worker, vector sizes), §2.9.8 (tile); accelerator model §2.4.1
! Checklist: Part 2 §2.5 D-8 (levels and sizes), §2.7 (tile)
! Expects: PASS seven times
! Not for gfortran: ACC_NOTIFY is cufc's (nvfortran's) output
program oacc_launch_shapes
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

  subroutine child()
    integer, parameter :: n = 5000, m = 100
    real :: a(n), b(n), c(m, m), d(m, m)
    integer :: i, j, ng
    logical :: ok
    do i = 1, n
       a(i) = real(mod(3*i, 101))
    end do
    ok = .true.
    ng = 10

!$acc parallel loop num_gangs(ng) vector_length(64) copyin(a) copyout(b)
    do i = 1, n
       b(i) = a(i) + 1.0
    end do
    ok = ok .and. all([(b(i) == a(i) + 1.0, i = 1, n)])

!$acc parallel loop collapse(2) tile(16, 4) copyout(c)
    do j = 1, m
       do i = 1, m
          c(i, j) = real(i + 1000*j)
       end do
    end do
    ok = ok .and. all([((c(i, j) == real(i + 1000*j), i = 1, m), j = 1, m)])

!$acc kernels copyin(c) copyout(d)
!$acc loop gang vector(4)
    do j = 1, m
!$acc loop vector(32)
       do i = 1, m
          d(i, j) = 2.0*c(i, j)
       end do
    end do
!$acc end kernels
    ok = ok .and. all([((d(i, j) == 2.0*real(i + 1000*j), i = 1, m), j = 1, m)])

!$acc kernels loop gang(7) vector(128) copyin(a) copyout(b)
    do i = 1, n
       b(i) = 3.0*a(i)
    end do
    ok = ok .and. all([(b(i) == 3.0*a(i), i = 1, n)])

!$acc parallel loop collapse(2) num_workers(8) vector_length(32) copyin(c) copyout(d)
    do j = 1, m
       do i = 1, m
          d(i, j) = c(i, j) - 1.0
       end do
    end do
    ok = ok .and. all([((d(i, j) == real(i + 1000*j) - 1.0, i = 1, m), j = 1, m)])

    if (ok) print '(a)', 'CHILD right'
  end subroutine child

  subroutine parent(self)
    character(*), intent(in) :: self
    ! each launch's shape, in order, as the clauses above ask
    character(*), parameter :: shapes(5) = [character(len=24) :: &
         ' grid=10 block=64', ' block=16x4', ' block=32x4', ' grid=7 block=128', ' block=32x8']
    character(len=1024) :: text(100)
    integer :: u, ios, n, k, launch
    logical :: right
    call execute_command_line('ACC_NOTIFY=1 '//self//' child > shapes.out 2>&1')
    open(newunit=u, file='shapes.out', status='old', action='read')
    n = 0
    do while (n < size(text))
       read(u, '(a)', iostat=ios) text(n + 1)
       if (ios /= 0) exit
       n = n + 1
    end do
    close(u)
    right = any(text(:n) == 'CHILD right')
    call check('the answers', right)
    launch = 0
    do k = 1, n
       if (index(text(k), 'launch CUDA kernel') /= 1) cycle
       launch = launch + 1
       if (launch > size(shapes)) exit
       call check('launch '//achar(48 + launch)//':'//trim(shapes(launch)), &
                  index(trim(text(k))//' ', trim(shapes(launch))//' ') > 0)
    end do
    call check('five launches', launch == size(shapes))
  end subroutine parent

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a, a)', ' PASS ', what
    else
       print '(a, a)', ' FAIL ', what
    end if
  end subroutine check

end program oacc_launch_shapes
