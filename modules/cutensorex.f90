! cutensorex — module cutensorEx (library interfaces 6.3, LIB-CUTENSOR-040..045;
! nvfortran's NEW-181): with `use cutensorEx`, host assignments to device
! arrays whose right-hand side is matmul, transpose, reshape, spread or an
! elementwise function of device arrays run on the GPU.  cufc recognises
! those statements itself (src/cuda/tensorex.c) and calls libcufrt_tensor
! (runtime/cufrt/tensor_ex.cu: cuBLAS gemm and a gather kernel), which
! -cudalib=cutensor links with cuBLAS: the cuTENSOR library is not needed.
! This module holds the rest, the stream those statements run on:
!   call cutensorExSetStream(stream)    the stream of every later statement
!   stream = cutensorExGetStream()      that stream (0 before any is set)
! Without a stream set, a statement runs on the stream of its left-hand side
! (cudaforSetDefaultStream), else on the thread's default stream.
module cutensorex
  use, intrinsic :: iso_c_binding, only: c_intptr_t
  implicit none
  private
  public :: cutensorExSetStream, cutensorExGetStream

  interface
    subroutine cutensorExSetStream(stream) bind(c, name='cufrt_tensor_set_stream')
      import :: c_intptr_t
      integer(c_intptr_t), value :: stream
    end subroutine
    function cutensorExGetStream() result(stream) bind(c, name='cufrt_tensor_get_stream')
      import :: c_intptr_t
      integer(c_intptr_t) :: stream
    end function
  end interface
end module cutensorex
