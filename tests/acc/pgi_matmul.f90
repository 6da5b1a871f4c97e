! pgi_matmul.f90 — matrix multiply c = a*b in a compute region, three
! mappings of the same loop nest: (1) the compiler's choice, no loop
! directive; (2) `do parallel, vector(16)` on both outer loops with the dot
! product loop `do seq` and a `cache(b)` hint; (3) the `kernel` clause on
! the outer loop (its body, inner loops included, is one kernel) with
! `unroll(4)` on the inner one. Each result against a real(8) host product.
! Spec: accelerator model §2.4.1 (parallel, vector, seq, unroll), §2.4.3 (kernel), §2.4.6 (cache)
! Checklist: Part 1 §1.10.1, §1.10.2; Part 2 D-9, D-10
! Expects: PASS three times (relative error below 1e-5)
program pgi_matmul
  implicit none
  integer, parameter :: n = 200, l = 150, m = 130
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

  c = 0.0
!$acc region copyin(a, b), copyout(c)
  do j = 1, m
     do i = 1, n
        s = 0.0
        do k = 1, l
           s = s + a(i, k)*b(k, j)
        end do
        c(i, j) = s
     end do
  end do
!$acc end region
  call check('compiler-chosen schedule')

  c = 0.0
!$acc region
!$acc do parallel, vector(16)
  do j = 1, m
!$acc do parallel, vector(16)
     do i = 1, n
        s = 0.0
!$acc do seq, cache(b)
        do k = 1, l
           s = s + a(i, k)*b(k, j)
        end do
        c(i, j) = s
     end do
  end do
!$acc end region
  call check('do parallel, vector(16) x 2 / do seq, cache(b)')

  c = 0.0
!$acc region
!$acc do parallel, kernel
  do j = 1, m
     do i = 1, n
        c(i, j) = 0.0
!$acc do unroll(4)
        do k = 1, l
           c(i, j) = c(i, j) + a(i, k)*b(k, j)
        end do
     end do
  end do
!$acc end region
  call check('do parallel, kernel / do unroll(4)')

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

end program pgi_matmul
