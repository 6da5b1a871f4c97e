! stdpar_do_concurrent.f90 — DO CONCURRENT offloaded with -stdpar=gpu, as
! nvfortran does (issue 13 item 5): a saxpy, a 2-D five-point stencil over
! two indices in one DO CONCURRENT header, a matrix multiply whose dot
! product is a sequential loop inside, and a masked DO CONCURRENT; the data
! moves as for an OpenACC kernels construct with no clauses. Plain Fortran:
! with -stdpar=gpu off it runs on the host with the same answers.
! Spec: issue 13 item 5; Fortran 2008 DO CONCURRENT
! Expects: PASS four times
program stdpar_do_concurrent
  implicit none
  integer, parameter :: n = 100000, g = 200, nm = 96
  real :: x(n), y(n), a(g, g), b(g, g), p(nm, nm), q(nm, nm), c(nm, nm), s
  real(8) :: err
  integer :: i, j, k

  do i = 1, n
     x(i) = real(mod(i, 13))
     y(i) = real(mod(i, 7))
  end do
  do concurrent (i = 1:n)
     y(i) = 2.0*x(i) + y(i)
  end do
  call report('do concurrent saxpy', all(y == [(2.0*real(mod(i, 13)) + real(mod(i, 7)), i = 1, n)]))

  do j = 1, g
     do i = 1, g
        a(i, j) = real(mod(i*j, 11))
     end do
  end do
  b = 0.0
  do concurrent (j = 2:g-1, i = 2:g-1)
     b(i, j) = 0.5*a(i, j) + 0.125*(a(i-1, j) + a(i+1, j) + a(i, j-1) + a(i, j+1))
  end do
  err = 0
  do j = 2, g - 1
     do i = 2, g - 1
        err = max(err, abs(b(i, j) - (0.5d0*a(i, j) + 0.125d0*(dble(a(i-1, j)) + a(i+1, j) + a(i, j-1) + a(i, j+1)))))
     end do
  end do
  call report('do concurrent (j, i) five-point stencil', err < 1d-5 .and. all(b(1, :) == 0.0))

  do j = 1, nm
     do i = 1, nm
        p(i, j) = real(mod(i + j, 5)) - 2.0
        q(i, j) = real(mod(i*j, 3))
     end do
  end do
  do concurrent (j = 1:nm, i = 1:nm)
     s = 0.0
     do k = 1, nm
        s = s + p(i, k)*q(k, j)
     end do
     c(i, j) = s
  end do
  call report('do concurrent matrix multiply, sequential dot product', all(c == real(matmul(dble(p), dble(q)))))

  do concurrent (i = 1:n, x(i) > 6.0)
     y(i) = -1.0
  end do
  call report('do concurrent with a mask', all((y == -1.0) .eqv. (x > 6.0)))

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

end program stdpar_do_concurrent
