! oacc_deferred_results.f90 — reductions into host scalars whose kernels
! are followed by other compute constructs: the host launches those before
! it waits for the result (cufc leaves the result on the device until the
! first statement that may read it), and every read of the scalar sees the
! reduced value: a max-error Jacobi sweep followed by its copy loop, then
! the error read; a construct that reads the scalar right after the one
! that reduces it; two reductions then both read; a PGI region whose
! reducing kernel comes before another kernel; a reduction as the last
! statement of a DO WHILE body whose condition reads it. Each answer
! against the same loops on the host (integer-valued data: exact in any
! order). Also run with CUFACC_VARIANT=results=eager (the tests/acc suite's
! variant runs).
! Spec: OpenACC 2.7 §2.5.12 (reduction), §2.9.11; accelerator model §2.3, §5
! Checklist: Part 2 §2.2, D-11; issue 13 item 3
! Expects: PASS five times
module deferred_helpers
  implicit none
contains

  subroutine init(a)
    real, intent(out) :: a(:, :)
    integer :: i, j
    do j = 1, size(a, 2)
       do i = 1, size(a, 1)
          a(i, j) = real(mod(i*i + 7*j, 97))
       end do
    end do
  end subroutine init

  ! one sweep on the host: the max change, a updated
  real function host_sweep(a, anew) result(e)
    real, intent(inout) :: a(:, :), anew(:, :)
    integer :: i, j
    e = 0.0
    do j = 2, size(a, 2) - 1
       do i = 2, size(a, 1) - 1
          anew(i, j) = aint(0.25*(a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1)))
          e = max(e, abs(anew(i, j) - a(i, j)))
       end do
    end do
    a(2:size(a, 1) - 1, 2:size(a, 2) - 1) = anew(2:size(a, 1) - 1, 2:size(a, 2) - 1)
  end function host_sweep

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a, a)', ' PASS ', what
    else
       print '(a, a)', ' FAIL ', what
    end if
  end subroutine check

end module deferred_helpers

program oacc_deferred_results
  use deferred_helpers
  implicit none
  integer, parameter :: n = 300, m = 200
  real :: a(n, m), anew(n, m), ha(n, m), hnew(n, m), x(n), y(n)
  real :: err, herr, s, t, hs, ht
  integer :: i, j, iter, hiter

  ! a Jacobi sweep: max change, then the copy, then the change read
  call init(a)
  ha = a
  err = 0.0
!$acc data copy(a) create(anew)
!$acc parallel loop collapse(2) reduction(max:err)
  do j = 2, m - 1
     do i = 2, n - 1
        anew(i, j) = aint(0.25*(a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1)))
        err = max(err, abs(anew(i, j) - a(i, j)))
     end do
  end do
!$acc parallel loop collapse(2)
  do j = 2, m - 1
     do i = 2, n - 1
        a(i, j) = anew(i, j)
     end do
  end do
  iter = 1
!$acc end data
  herr = host_sweep(ha, hnew)
  call check('max change, copy loop, then the change read', err == herr .and. all(a == ha) .and. iter == 1)

  ! a construct reading the scalar right after the one reducing it
  do i = 1, n
     x(i) = real(mod(13*i, 31))
  end do
  s = 0.0
!$acc parallel loop reduction(+:s)
  do i = 1, n
     s = s + x(i)
  end do
!$acc parallel loop
  do i = 1, n
     y(i) = x(i) - s
  end do
  call check('a construct reading the sum after it', all(y == x - sum(x)))

  ! two reductions, a construct between, then both read
  s = 0.0
  t = -1.0
!$acc parallel loop reduction(+:s)
  do i = 1, n
     s = s + x(i)
  end do
!$acc kernels
  do i = 1, n
     y(i) = 2.0*x(i)
  end do
!$acc end kernels
!$acc parallel loop reduction(max:t)
  do i = 1, n
     t = max(t, y(i))
  end do
  hs = sum(x)
  ht = maxval(2.0*x)
  call check('two reductions read after the constructs', s == hs .and. t == ht)

  ! PGI region: the reducing kernel, then another kernel of the region
  call init(a)
  ha = a
  err = 0.0
!$acc region
  do j = 2, m - 1
     do i = 2, n - 1
        anew(i, j) = aint(0.25*(a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1)))
        err = max(err, abs(anew(i, j) - a(i, j)))
     end do
  end do
  do j = 2, m - 1
     do i = 2, n - 1
        a(i, j) = anew(i, j)
     end do
  end do
!$acc end region
  herr = host_sweep(ha, hnew)
  call check('region: reducing kernel, then the copy kernel', err == herr .and. all(a == ha))

  ! the reduction last in a DO WHILE body whose condition reads it
  call init(a)
  ha = a
  iter = 0
  err = huge(err)
  do while (err > 4.0 .and. iter < 50)
!$acc parallel loop collapse(2) copyin(a) copyout(anew)
     do j = 2, m - 1
        do i = 2, n - 1
           anew(i, j) = aint(0.25*(a(i+1, j) + a(i-1, j) + a(i, j-1) + a(i, j+1)))
        end do
     end do
     err = 0.0
!$acc parallel loop collapse(2) reduction(max:err) copy(a) copyin(anew)
     do j = 2, m - 1
        do i = 2, n - 1
           err = max(err, abs(anew(i, j) - a(i, j)))
           a(i, j) = anew(i, j)
        end do
     end do
     iter = iter + 1
  end do
  hiter = 0
  herr = huge(herr)
  do while (herr > 4.0 .and. hiter < 50)
     herr = host_sweep(ha, hnew)
     hiter = hiter + 1
  end do
  call check('DO WHILE on the reduced change', iter == hiter .and. err == herr .and. all(a == ha))

end program oacc_deferred_results
! Not for gfortran: it mixes in the PGI Accelerator model's region and do directives
