! oacc_loop_nest_levels.f90 — which loops of a nest a loop directive
! partitions. In a parallel construct the loop of a loop directive is
! independent, and so are the loops its collapse(n) covers; a loop inside it
! without a directive is run by each thread as written (OpenACC 2.9), so a
! dependence it carries must not be broken up: a descending recurrence along
! k inside `parallel loop` over i. collapse(2) over an independent nest and
! collapse(3) with the innermost loop written as a scatter through a
! permutation (independent only because collapse says so). The PGI `kernel`
! clause (model 2.4.3): the loop's body is the kernel's body, the loops in it
! run sequentially in each thread. Each against the same loops on the host;
! -Minfo=accel says which loops each kernel covers
! (tests/acc/info/oacc_loop_nest_levels.f90.minfo).
! Spec: OpenACC 2.7 §2.9 (loop, collapse); accelerator model §2.4.3 (kernel)
! Checklist: Part 1 §1.10.2; Part 2 §2.2 (kernel, collapse), D-9
! Expects: PASS four times (the emulator runs a block's threads in iteration
! order, so only the -Minfo lines show the first and last kernels' loops in
! emulation; the GPU would race on them)
program oacc_loop_nest_levels
  implicit none
  integer, parameter :: n = 64, m = 50, l = 6
  real :: a(n, m), h(n, m), b(n, m, l), hb(n, m, l)
  integer :: perm(l), i, k, j

  call fill(a)
  h = a
!$acc parallel loop copy(a)
  do i = 1, n
     do k = m - 1, 1, -1
        a(i, k) = a(i, k + 1) + a(i, k)
     end do
  end do
  do i = 1, n
     do k = m - 1, 1, -1
        h(i, k) = h(i, k + 1) + h(i, k)
     end do
  end do
  call check('inner loop without a directive keeps its recurrence', all(a == h))

  call fill(a)
!$acc parallel loop collapse(2) default(none) copyout(h) copyin(a)
  do k = 1, m
     do i = 1, n
        h(i, k) = 2.0*a(i, k) + 1.0
     end do
  end do
  call check('collapse(2), default(none), over an independent nest', all(h == 2.0*a + 1.0))

  do j = 1, l
     perm(j) = l + 1 - j
  end do
!$acc parallel loop collapse(3) copyout(b)
  do j = 1, l
     do k = 1, m
        do i = 1, n
           b(i, k, perm(j)) = real(i + 100*k + 10000*j)
        end do
     end do
  end do
  do j = 1, l
     do k = 1, m
        do i = 1, n
           hb(i, k, perm(j)) = real(i + 100*k + 10000*j)
        end do
     end do
  end do
  call check('collapse(3) over a scatter through a permutation', all(b == hb))

  call fill(a)
  h = a
!$acc region
!$acc do parallel, kernel
  do i = 1, n
     do k = 2, m
        a(i, k) = a(i, k - 1) + a(i, k)
     end do
  end do
!$acc end region
  do i = 1, n
     do k = 2, m
        h(i, k) = h(i, k - 1) + h(i, k)
     end do
  end do
  call check('do parallel, kernel: the inner loop in each thread', all(a == h))

contains

  subroutine fill(x)
    real, intent(out) :: x(:, :)
    integer :: i, k
    do k = 1, size(x, 2)
       do i = 1, size(x, 1)
          x(i, k) = real(mod(i + 3*k, 17))
       end do
    end do
  end subroutine fill

  subroutine check(what, ok)
    character(*), intent(in) :: what
    logical, intent(in) :: ok
    if (ok) then
       print '(a, a)', ' PASS ', what
    else
       print '(a, a)', ' FAIL ', what
    end if
  end subroutine check

end program oacc_loop_nest_levels
! Not for gfortran: it mixes in the PGI Accelerator model's region and do directives
