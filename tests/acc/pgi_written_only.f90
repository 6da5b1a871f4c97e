! pgi_written_only.f90 — implicit data of arrays a region writes: an array
! written whole before any read moves as copyout (nothing copied in), one
! written in part, read first, or written in a loop that may run no
! iteration as copy (the host's other values survive).
! tests/acc/info/pgi_written_only.f90.minfo has the -Minfo=accel lines that say
! which (the data movement must be what the program needs).
! Spec: accelerator model §1.4 (data movement), §2.3.3 (implicit copyout)
! Checklist: Part 1 §1.8 (implicit data), §1.14 R3/R6
! Expects: PASS seven times
program pgi_written_only
  implicit none
  integer, parameter :: n = 1000, m = 48
  real :: a(n), b(n), c(n), d(n), p(n), g(m, m)
  integer :: i, j, it, nit

  do i = 1, n
     a(i) = real(mod(13*i, 101))
  end do

  ! 1. b written whole, never read: copyout(b(:))
  b = -1.0
!$acc region
  do i = 1, n
     b(i) = 2.0*a(i) + 1.0
  end do
!$acc end region
  call check('written whole: copyout', all([(b(i) == 2.0*a(i) + 1.0, i = 1, n)]))

  ! 2. c written whole by the first kernel, read by the second: copyout(c(:)) and copyout(d(:))
  c = -1.0
  d = -1.0
!$acc region
  do i = 1, n
     c(i) = a(i) - 5.0
  end do
  do i = 1, n
     d(i) = c(n + 1 - i)*0.5
  end do
!$acc end region
  call check('written, then read by a later kernel', &
             all([(c(i) == a(i) - 5.0 .and. d(i) == (a(n + 1 - i) - 5.0)*0.5, i = 1, n)]))

  ! 3. p written in part: copy(p(:)), the elements the region leaves keep their host values
  do i = 1, n
     p(i) = real(i)
  end do
!$acc region
  do i = 2, n - 1
     p(i) = a(i)
  end do
!$acc end region
  call check('written in part: copy', p(1) == 1.0 .and. p(n) == real(n) .and. &
             all([(p(i) == a(i), i = 2, n - 1)]))

  ! 4. g written whole by a 2-D nest with the declared bounds: copyout(g(:,:))
  g = -1.0
!$acc region
  do j = 1, m
     do i = 1, m
        g(i, j) = real(i - j)
     end do
  end do
!$acc end region
  call check('2-D nest over the declared bounds: copyout', all([((g(i, j) == real(i - j), i = 1, m), j = 1, m)]))

  ! 5. b read before it is written (b(i) = b(i) + ...): copy(b(:))
!$acc region
  do i = 1, n
     b(i) = b(i) + a(i)
  end do
!$acc end region
  call check('read, then written: copy', all([(b(i) == 3.0*a(i) + 1.0, i = 1, n)]))

  ! 6. p written whole inside a loop that may run no iteration (here none): copy(p(:))
  do i = 1, n
     p(i) = real(i)
  end do
  nit = 0
!$acc region
  do it = 1, nit
     do i = 1, n
        p(i) = a(i) + real(it)
     end do
  end do
!$acc end region
  call check('written in a loop of no iteration: copy', all([(p(i) == real(i), i = 1, n)]))

  ! 7. a dummy x(k) of a subroutine, k intent(in): copyout(x(:))
  c = -1.0
  call scale(c, a, n)
  call check('dummy of the declared extent: copyout', all([(c(i) == 3.0*a(i), i = 1, n)]))

contains

  subroutine scale(x, y, k)
    integer, intent(in) :: k
    real :: x(k), y(k)
    integer :: i
!$acc region
    do i = 1, k
       x(i) = 3.0*y(i)
    end do
!$acc end region
  end subroutine scale

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a, a)', ' PASS ', what
    else
       print '(a, a)', ' FAIL ', what
    end if
  end subroutine check

end program pgi_written_only
