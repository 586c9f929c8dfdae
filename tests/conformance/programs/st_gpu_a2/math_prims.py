"""Primitives of tests/st/ops/gpu that msgraph lacked: Lcm/Gcd, Hypot, Heaviside, Bucketize, LogSpace, HSVToRGB,
IdentityN, CheckNumerics, DataFormatVecPermute, LowerBound/UpperBound, Bincount(array, size, weights),
CumulativeLogsumexp (values, dtypes, MindSpore's errors)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
import mindspore.common.dtype as mstype
from mindspore.ops import operations as P
from mindspore.ops.operations import math_ops as M, array_ops as A, nn_ops as N
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, p):
        super().__init__()
        self.p = p

    def construct(self, *a):
        return self.p(*a)


def T(a, d):
    return Tensor(np.array(a).astype(d))


emit("lcm_int32_int64", Net(M.Lcm())(T([10, 15, 20], np.int32), T([5], np.int64)))
emit("lcm_neg", Net(M.Lcm())(T([-10, 0, 7], np.int32), T([4, 3, -3], np.int32)))
emit("gcd", Net(M.Gcd())(T([10, 15, -20], np.int32), T([4], np.int32)))
emit_error("lcm_float", lambda: Net(M.Lcm())(T([10], np.float32), T([4], np.float32)))
for wt in (np.float32, np.float64, np.int32, np.int64):
    emit(f"bincount_{wt.__name__}", Net(A.Bincount())(T([1, 2, 2, 7, 0], np.int32), Tensor(5, mstype.int32),
                                                     T([1, 2, 3, 4, 5], wt)))
emit("bincount_no_weights", Net(A.Bincount())(T([1, 2, 1], np.int32), Tensor(3, mstype.int32), T([], np.float32)))
emit_error("bincount_negative", lambda: Net(A.Bincount())(T([1, -1], np.int32), Tensor(3, mstype.int32),
                                                          T([1, 1], np.float32)))
emit("hypot", Net(M.Hypot())(T([3, 4, -1.5], np.float32), T([4, 3, 2], np.float32)))
emit("hypot_mixed", Net(M.Hypot())(T([3, 4], np.float32), T([4, 3], np.float64)))
emit_error("hypot_f16", lambda: Net(M.Hypot())(T([3, 4], np.float16), T([4, 3], np.float16)))
emit("hypot_grad", ops.GradOperation(get_all=True)(Net(M.Hypot()))(T([3., -2], np.float32), T([4., 1], np.float32)))
emit("heaviside", Net(M.Heaviside())(T([-1.5, 0, 2.0, np.nan, 0], np.float32), T([1.7, 0.5, 3, 4, np.nan], np.float32)))
emit("heaviside_bc", Net(M.Heaviside())(T([-1.5, 0, 2.0], np.float64), T([1.7], np.float64)))
emit("heaviside_int", Net(M.Heaviside())(T([-1, 0, 2], np.int32), T([5, 6, 7], np.int32)))
emit_error("heaviside_mixed", lambda: Net(M.Heaviside())(T([-1, 0, 2], np.float32), T([5, 6, 7], np.float64)))
emit_error("heaviside_grad", lambda: ops.GradOperation()(Net(M.Heaviside()))(T([-1., 0], np.float32),
                                                                              T([4., 5], np.float32)))
emit("bucketize_f64", Net(M.Bucketize([-1.0, 0.0, 0.5, 2.0]))(T([-3, -1, 0, 0.2, 0.5, 7], np.float64)))
emit("bucketize_i32", Net(M.Bucketize([-1.0, 0.0, 0.5, 2.0]))(T([[-3, -1], [0, 2]], np.int32)))
emit("logspace", Net(A.LogSpace(5, 2, mstype.float32))(Tensor(-1, mstype.float32), Tensor(3, mstype.float32)))
emit("logspace_f16", Net(A.LogSpace(4, 10, mstype.float16))(Tensor(-1, mstype.float16), Tensor(2, mstype.float16)))
emit("logspace_default", Net(A.LogSpace())(Tensor(0, mstype.float32), Tensor(1, mstype.float32)))
emit("logspace_f64", Net(A.LogSpace(4, 2, mstype.float64))(Tensor(0, mstype.float32), Tensor(3, mstype.float32)))
emit_error("logspace_mixed", lambda: Net(A.LogSpace(3, 2))(Tensor(0, mstype.float32), Tensor(1, mstype.float64)))
img = [[[[0.5, 0.5, 0.5], [0.1, 0.9, 0.7], [0.95, 0.2, 0.3]], [[1.0, 0.5, 0.5], [0.0, 0.0, 0.3], [0.999, 1, 1]]]]
emit("hsv_to_rgb", Net(P.HSVToRGB())(T(img, np.float32)), rtol=0, atol=0)
emit("hsv_to_rgb_f16", Net(P.HSVToRGB())(T(img, np.float16)))
emit("hsv_to_rgb_f64", Net(P.HSVToRGB())(T(img, np.float64)), rtol=0, atol=0)
emit_error("hsv_to_rgb_3d", lambda: Net(P.HSVToRGB())(T([[[0.5, 0.5, 0.5]]], np.float32)))
emit("identity_n", Net(A.IdentityN())([T([1, 2], np.int32), T([3.], np.float32)]))
emit_error("identity_n_tensor", lambda: Net(A.IdentityN())(T([1, 2], np.int32)))
emit("check_numerics", Net(A.CheckNumerics())(T([[6, 3], [2, 5]], np.float32)))
emit_error("check_numerics_nan", lambda: Net(A.CheckNumerics())(T([1, np.nan], np.float32)))
emit("vec_permute", Net(N.DataFormatVecPermute())(T([1, 2, 3, 4], np.int32)))
emit("vec_permute_2d", Net(N.DataFormatVecPermute("NCHW", "NHWC"))(T([[1, 1], [2, 2], [3, 3], [4, 4]], np.int64)))
emit("vec_permute_same", Net(N.DataFormatVecPermute("NHWC", "NHWC"))(T([1, 2, 3, 4], np.int32)))
emit_error("vec_permute_shape", lambda: Net(N.DataFormatVecPermute())(T([7, 8], np.int32)))
emit_error("vec_permute_float", lambda: Net(N.DataFormatVecPermute())(T([1, 2, 3, 4], np.float32)))
sx, v = T([[0, 3, 9, 9, 10], [1, 2, 3, 4, 5]], np.float32), T([[2, 4, 9, 11], [0, 2, 6, 3]], np.float32)
emit("lower_bound", Net(A.LowerBound(mstype.int32))(sx, v))
emit("lower_bound_default", Net(A.LowerBound())(T([[0, 3, 9]], np.int8), T([[2, 9]], np.int8)))
emit("upper_bound", Net(A.UpperBound(mstype.int64))(sx, v))
emit_error("lower_bound_rows", lambda: Net(A.LowerBound())(T([[1, 2]], np.float32), T([[1, 2], [3, 4]], np.float32)))
x = T(np.arange(12).reshape(3, 4) * 0.3 - 1, np.float32)
sens = T(np.arange(12).reshape(3, 4) % 5 - 2, np.float32)
for ex in (False, True):
    for rv in (False, True):
        emit(f"cumlse_{ex}_{rv}", Net(M.CumulativeLogsumexp(ex, rv))(x, Tensor(1, mstype.int32)))
        emit(f"cumlse_grad_{ex}_{rv}", ops.GradOperation(sens_param=True)(Net(M.CumulativeLogsumexp(ex, rv)))(
            x, Tensor(1, mstype.int32), sens), rtol=1e-5, atol=1e-5)
emit("cumlse_axis0_f16", Net(M.CumulativeLogsumexp())(T(np.arange(6).reshape(3, 2) * 0.3, np.float16),
                                                      Tensor(0, mstype.int64)))
emit("cumlse_axis_neg", Net(M.CumulativeLogsumexp())(x, Tensor(-1, mstype.int64)))
emit_error("cumlse_axis_bad", lambda: Net(M.CumulativeLogsumexp())(x, Tensor(2, mstype.int64)))
