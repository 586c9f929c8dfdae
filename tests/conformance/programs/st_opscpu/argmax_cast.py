"""Adapted from tests/st/ops/cpu/test_argmax_op.py, test_argmin_op.py, test_argmaxwithvalue_op.py,
test_argminwithvalue_op.py and test_cast_op.py (ties, NaN, negative axes, keep_dims, Cast rounding/overflow)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x):
        return self.op(x)


x = Tensor(np.array([[1., 20., 5.], [67., 8., 9.], [130., 24., 15.], [0.3, -0.4, -15.]], np.float32))
ties = Tensor(np.array([[3., 1., 3., 1.], [2., 2., 2., 2.], [-1., 5., 5., -1.]], np.float32))
nanx = Tensor(np.array([[1., np.nan, 3.], [np.nan, -1., np.nan], [2., 2., np.inf]], np.float32))
emit("argmax_axis0", Net(P.Argmax(axis=0))(x))
emit("argmax_axis_neg", Net(P.Argmax(axis=-1, output_type=ms.int64))(x))
emit("argmax_ties", Net(P.Argmax(axis=1))(ties))
emit("argmin_ties", Net(P.Argmin(axis=1))(ties))
emit("argmax_nan", Net(P.Argmax(axis=1))(nanx))
emit("argmin_nan", Net(P.Argmin(axis=1))(nanx))
emit("argmaxwv_axis0", Net(P.ArgMaxWithValue(axis=0))(x))
emit("argmaxwv_keep", Net(P.ArgMaxWithValue(axis=1, keep_dims=True))(x))
emit("argmaxwv_ties", Net(P.ArgMaxWithValue(axis=-1))(ties))
emit("argminwv_ties", Net(P.ArgMinWithValue(axis=-1))(ties))
emit("argminwv_keep_axis0", Net(P.ArgMinWithValue(axis=0, keep_dims=True))(ties))
emit("argmaxwv_nan", Net(P.ArgMaxWithValue(axis=1))(nanx))
emit("argminwv_nan", Net(P.ArgMinWithValue(axis=1))(nanx))
emit("argmaxwv_int32", Net(P.ArgMaxWithValue(axis=1))(Tensor(np.array([[3, 9, 9], [-4, -2, -9]], np.int32))))
emit("argmaxwv_3d", Net(P.ArgMaxWithValue(axis=2))(Tensor(np.arange(24, dtype=np.float16).reshape(2, 3, 4)[..., ::-1].copy())))
emit("ops_argmax_none", ops.argmax(ties))
emit("ops_argmax_keep", ops.argmax(ties, dim=0, keepdim=True))
emit("ops_argmin_keep", ops.argmin(ties, axis=1, keepdims=True))
emit("ops_max_tuple", ops.max(ties, axis=1))
emit("ops_min_keep", ops.min(ties, axis=0, keepdims=True))
emit("tensor_argmax_f16", Tensor(np.array([[1.5, 7.25, 7.25]], np.float16)).argmax(axis=1))

f = np.array([-2.7, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 2.7, 300.7, -300.2, 70000.0], np.float32)


class CastNet(nn.Cell):
    def __init__(self, dtype):
        super().__init__()
        self.cast = P.Cast()
        self.dtype = dtype

    def construct(self, x):
        return self.cast(x, self.dtype)


for dt in (ms.int32, ms.int64, ms.float16, ms.float64, ms.bool_):
    emit("cast_f32_to_" + str(dt), CastNet(dt)(Tensor(f)))
emit("cast_f32_to_int8_small", CastNet(ms.int8)(Tensor(f[:8])))
emit("cast_f32_to_uint8_pos", CastNet(ms.uint8)(Tensor(np.abs(f[:8]))))
emit("cast_int_to_bool", CastNet(ms.bool_)(Tensor(np.array([0, -3, 2, 0], np.int32))))
emit("cast_bool_to_f32", CastNet(ms.float32)(Tensor(np.array([True, False, True]))))
emit("cast_int64_to_int32", CastNet(ms.int32)(Tensor(np.array([7, -9, 2 ** 20], np.int64))))
emit("cast_int32_to_f16", CastNet(ms.float16)(Tensor(np.array([2049, 65504, -1], np.int32))))
emit("cast_nan_inf_to_f16", CastNet(ms.float16)(Tensor(np.array([np.nan, np.inf, -np.inf, 1e6], np.float32))))
emit("cast_f64_to_f32", CastNet(ms.float32)(Tensor(np.array([1.0000000001, 1e-50, 3.4e39], np.float64))))
emit("cast_same_dtype", CastNet(ms.float32)(Tensor(f[:3])))
emit("tensor_astype_int32", Tensor(f[:8]).astype(ms.int32))
emit("tensor_astype_str", Tensor(np.array([1.7, -1.7], np.float32)).astype("int16"))
emit("cast_uint8_to_int8", CastNet(ms.int8)(Tensor(np.array([0, 127, 128, 255], np.uint8))))
emit("cast_int32_to_uint8", CastNet(ms.uint8)(Tensor(np.array([-1, 256, 300, 5], np.int32))))
emit_error("cast_bad_dtype", lambda: P.Cast()(Tensor(f[:3]), "float32x"))
