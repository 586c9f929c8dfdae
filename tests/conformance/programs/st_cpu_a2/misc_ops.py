"""Erfinv, InTopK, DataFormatDimMap, FillDiagonal, FFTWithSize (values and gradients), Inv / AtanGrad /
MatrixSolve of complex Tensors, CheckValid of integer boxes, Tensor.div(rounding_mode) (tests/st/ops/cpu
test_erfinv_op, test_in_top_k_op, test_dataformatdimmap_op, test_fill_diagonal_op, test_fftwithsize,
test_arithmetic_self_op, test_atan_grad_op, test_matrix_solve, test_check_valid_op, test_div_op)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from mindspore.ops.operations import _grad_ops as G
from mindspore.ops.operations import array_ops as A
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, *args):
        return self.op(*args)


class GradSens(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.g = ops.GradOperation(get_all=True, sens_param=True)

    def construct(self, *args):
        return self.g(self.net)(*args)


v = np.array([[0.5, 0.1, 0.2], [-0.5, 0.0, -0.9]])
emit("erfinv_f32", Net(P.Erfinv())(Tensor(v.astype(np.float32))), rtol=1e-5)
emit("erfinv_f64", Net(P.Erfinv())(Tensor(v)), rtol=1e-10)
emit("erfinv_grad", ops.grad(Net(P.Erfinv()))(Tensor(v.astype(np.float32))), rtol=1e-4)
pred = Tensor(np.array([[4, 1, 2, 0], [7, 9, 9, 0], [3, 3, 3, 0]], np.float32))
for k in (-1, 1, 2, 7):
    emit(f"in_top_k_{k}", Net(P.InTopK(k))(pred, Tensor(np.array([0, 2, 1], np.int32))))
x = Tensor(np.array([-4, -3, -2, -1, 0, 1, 2, 3], np.int32))
emit("dfdm_default", Net(P.DataFormatDimMap())(x))
emit("dfdm_nchw_nhwc", Net(P.DataFormatDimMap(src_format="NCHW", dst_format="NHWC"))(x))
emit("fill_diagonal_wrap", Net(A.FillDiagonal(5.0, True))(Tensor(np.zeros((7, 3), np.float32))))
emit("fill_diagonal_nowrap", Net(A.FillDiagonal(-1.0, False))(Tensor(np.ones((5, 2), np.int32))))
emit("fill_diagonal_3d", Net(A.FillDiagonal(2.0))(Tensor(np.zeros((3, 3, 3), np.float32))))

xc = Tensor(np.array([[1 + 2j, 3 - 1j, 0.5 + 0.5j, 2 + 0j]], np.complex64))
xr = Tensor(np.arange(24).reshape(2, 3, 4).astype(np.float64))
emit("fft", Net(P.FFTWithSize(1, False, False))(xc), rtol=1e-5)
emit("ifft_ortho", Net(P.FFTWithSize(1, True, False, "ortho"))(xc), rtol=1e-5)
emit("rfft2", Net(P.FFTWithSize(2, False, True))(xr), rtol=1e-10, atol=1e-10)
emit("rfft_full", Net(P.FFTWithSize(1, False, True, "forward", False))(xr), rtol=1e-10, atol=1e-10)
emit("irfft3", Net(P.FFTWithSize(3, True, True))(Tensor(np.arange(18).reshape(1, 2, 3, 3).astype(np.complex128))), rtol=1e-10, atol=1e-10)
emit("fft_grad", ops.grad(Net(P.FFTWithSize(1, False, False, "forward")))(xc), rtol=1e-5)
emit("rfft_grad", ops.grad(Net(P.FFTWithSize(2, False, True)))(xr), rtol=1e-6, atol=1e-6)   # Graph mode: noise ~1e-7
irf = Net(P.FFTWithSize(1, True, True))
w = Tensor(np.array([[1., 2., -1., 0.5]], np.float32))
emit("irfft_grad", GradSens(irf)(Tensor(np.array([[1 + 2j, 3 - 1j, 0.5 + 0.5j]], np.complex64)), w), rtol=1e-5)

emit("inv_complex", Net(P.Inv())(Tensor(np.array([1 + 1j, 2 - 0.5j, -4j], np.complex64))), rtol=1e-6)
zc = np.array([-0.5, 0, 0.5]) * (1 + 0.5j)
emit("atan_grad_complex", Net(G.AtanGrad())(Tensor(zc.astype(np.complex128)), Tensor((np.array([1, 0, -1]) * (1 + 0.3j)).astype(np.complex128))), rtol=1e-10)
mat = np.array([[2 + 1j, 1 - 1j], [0.5j, 3 + 0j]], np.complex128)
rhs = np.array([[1 + 0j, 2j], [3 - 1j, 1 + 1j]], np.complex128)
emit("matrix_solve_complex", ops.matrix_solve(Tensor(mat), Tensor(rhs)), rtol=1e-10)
emit("matrix_solve_complex_adjoint", ops.matrix_solve(Tensor(mat.astype(np.complex64)), Tensor(rhs.astype(np.complex64)), True), rtol=1e-5)
emit("check_valid_uint8", Net(P.CheckValid())(Tensor(np.array([[5, 0, 10, 70], [2, 2, 8, 10], [1, 2, 30, 200]], np.uint8)), Tensor(np.array([76, 128, 1], np.uint8))))
emit("check_valid_int16", Net(P.CheckValid())(Tensor(np.array([[50, 0, 100, 700], [-2, 2, 8, 100]], np.int16)), Tensor(np.array([768, 1280, 1], np.int16))))
emit("tensor_div_floor", Tensor(np.array([7, -7, 5], np.int32)).div(Tensor(np.array([2, 2, -3], np.int32)), rounding_mode="floor"))
emit("tensor_div_trunc", Tensor(np.array([7.5, -7.5, 5.0], np.float32)).div(Tensor(np.array([2.0, 2.0, -3.0], np.float32)), rounding_mode="trunc"))
emit("gather_negative_index", ops.gather(Tensor(np.arange(7).astype(np.float32)), Tensor(np.array([0, -1, 2], np.int32)), 0))
emit_error("gather_out_of_bound", lambda: ops.gather(Tensor(np.arange(7).astype(np.float32)), Tensor(np.array([0, 7], np.int32)), 0))
