"""ScatterDiv of integers, and the argument checks of scatter / pooling / softmax / box primitives (st ops/ascend
test_scatter_div / scatter_add / scatter_mul / aicpu tensor_scatter_elements / test_argmax / test_check_valid_op /
tbe maxpool / test_maxpool_with_argmax_v2 / tbe resize_nearest_neighbor / tbe softmax variants, adapt41asc).
Silent: MindSpore 2.10's ScatterDiv of an integer Parameter divides truncating toward 0 (-7 / 2 = -3; msgraph
floored, -4).  ValueErrors / TypeErrors / RuntimeErrors where msgraph computed or raised another class:
ScatterAdd / Mul / Div / Max / Min / Update of a bool Parameter, TensorScatterElements with updates of another dtype,
CheckValid of float64 boxes, Argmax(output_type=int16), MaxPool(pad_mode='pad') and NHWC MaxPool (CPU), a
MaxPoolWithArgmaxV2 pad above half the kernel, ResizeNearestNeighbor to a 0 size, LogSoftmax with a tuple axis (the
primitive, ops.log_softmax and nn.LogSoftmax), Softmax over two axes (the CPU kernel takes one; after the dtype
check); meshgrid's unknown indexing and DataFormatDimMap's unknown format are ValueErrors (msgraph TypeErrors)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops, Parameter
from mindspore.ops import operations as P
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, *extra):
        super().__init__()
        self.fn = fn
        self.extra = extra

    def construct(self, *a):
        return self.fn(*(a + self.extra))


class Sc(nn.Cell):
    def __init__(self, op, init):
        super().__init__()
        self.op = op
        self.p = Parameter(init, name="p")

    def construct(self, i, u):
        out = self.op(self.p, i, u)
        return out, self.p


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


X4 = np.arange(25, dtype=np.float32).reshape(1, 1, 5, 5) % 7
for dt in ["int32", "int8", "int64", "int16"]:
    emit_error(f"ScatterDiv_truncates_{dt}", lambda: Sc(P.ScatterDiv(), T([[7, -7, 9], [-7, 7, -9]], dt))(
        T([0, 1], "int32"), T([[2, 2, -4], [2, -2, 4]], dt)))
emit_error("ScatterDiv_repeated_int32", lambda: Sc(P.ScatterDiv(), T([[-7, 7]], "int32"))(
    T([0, 0], "int32"), T([[2, -2], [2, 2]], "int32")))
emit_error("ScatterDiv_uint8", lambda: Sc(P.ScatterDiv(), T([[7, 200]], "uint8"))(T([0], "int32"), T([[2, 3]], "uint8")))
emit_error("ScatterDiv_float32", lambda: Sc(P.ScatterDiv(), T([[-7, 7]], "float32"))(T([0], "int32"), T([[2, -2]], "float32")))
emit_error("f_scatter_div_int32", lambda: Sc(ops.scatter_div, T([[-7, 7]], "int32"))(T([0], "int32"), T([[2, 2]], "int32")))
for nm in ["ScatterAdd", "ScatterMul", "ScatterDiv", "ScatterMax", "ScatterMin"]:
    emit_error(f"{nm}_bool", lambda: Sc(getattr(P, nm)(), T([[True, False]], "bool"))(T([0], "int32"), T([[True, True]], "bool")))
emit_error("ScatterUpdate_bool", lambda: Sc(P.ScatterUpdate(), T([[True, False]], "bool"))(T([0], "int32"), T([[False, True]], "bool")))
emit_error("TensorScatterElements_mixed_dtypes", lambda: Fn(P.TensorScatterElements(1))(
    T([[1, 2, 3]], "float32"), T([[0, 1]], "int32"), T([[5, 6]], "float16")))
emit_error("TensorScatterElements_same_dtype", lambda: Fn(P.TensorScatterElements(1))(
    T([[1, 2, 3]], "float32"), T([[0, 2]], "int32"), T([[5, 6]], "float32")))
emit_error("CheckValid_float64", lambda: Fn(P.CheckValid())(T([[0, 0, 4, 4], [1, 2, 50, 8]], "float64"), T([10, 12, 1], "float64")))
emit_error("CheckValid_float16", lambda: Fn(P.CheckValid())(T([[0, 0, 4, 4], [1, 2, 50, 8]], "float16"), T([10, 12, 1], "float16")))
emit_error("Argmax_int16", lambda: Fn(P.Argmax(-1, ms.int16))(T([[1, 3, 2], [4, 0, 1]])))
emit_error("Argmax_int64", lambda: Fn(P.Argmax(-1, ms.int64))(T([[1, 3, 2], [4, 0, 1]])))
emit_error("MaxPool_pad_mode_pad", lambda: Fn(P.MaxPool(2, 1, "pad"))(Tensor(X4)))
emit_error("MaxPool_nhwc", lambda: Fn(P.MaxPool(2, 1, data_format="NHWC"))(Tensor(X4)))
emit_error("MaxPool_same", lambda: Fn(P.MaxPool(2, 2, "same"))(Tensor(X4)))
emit_error("nn_MaxPool2d_pad", lambda: Fn(nn.MaxPool2d(3, 2, "pad", padding=1))(Tensor(X4)))
emit_error("MaxPoolWithArgmaxV2_pad_too_big", lambda: Fn(P.MaxPoolWithArgmaxV2(2, 2, 2))(Tensor(X4)))
emit_error("MaxPoolWithArgmaxV2_pad_half", lambda: Fn(P.MaxPoolWithArgmaxV2(2, 2, 1))(Tensor(X4)))
emit_error("ResizeNearestNeighbor_size0", lambda: Fn(P.ResizeNearestNeighbor((0, 2)))(Tensor(X4)))
emit_error("ResizeNearestNeighbor_3x2", lambda: Fn(P.ResizeNearestNeighbor((3, 2)))(Tensor(X4)))
S = T([[0.0, 3.5, 1.5], [5.0, 0.5, 4.0]])
emit_error("LogSoftmax_tuple_axis", lambda: Fn(P.LogSoftmax((0,)))(S))
emit_error("log_softmax_fn_tuple_axis", lambda: Fn(lambda x: ops.log_softmax(x, (1,)))(S))
emit_error("nn_LogSoftmax_tuple_axis", lambda: Fn(nn.LogSoftmax((0,)))(S))
emit_error("LogSoftmax_int_axis", lambda: Fn(P.LogSoftmax(1))(T([[0.0, 1.0, 2.0]])))
emit_error("Softmax_two_axes", lambda: Fn(P.Softmax((0, 1)))(S))
emit_error("nn_Softmax_two_axes", lambda: Fn(nn.Softmax((0, 1)))(S))
emit_error("Softmax_one_axis_tuple", lambda: Fn(P.Softmax((-1,)))(S))
emit_error("Softmax_two_axes_int32", lambda: Fn(P.Softmax((0, 1)))(T([[1, 2, 3]], "int32")))


def meshgrid_yx(a, b):
    return ops.meshgrid(a, b, indexing="yx")


def meshgrid_ij(a, b):
    return ops.meshgrid(a, b, indexing="ij")


emit_error("meshgrid_bad_indexing", lambda: Fn(meshgrid_yx)(T([1, 2]), T([3, 4, 5])))
emit_error("meshgrid_ij", lambda: Fn(meshgrid_ij)(T([1, 2]), T([3, 4, 5])))
emit_error("DataFormatDimMap_bad_dst", lambda: Fn(P.DataFormatDimMap("NHWC", "ABCD"))(T([1, -1], "int32")))
emit_error("DataFormatDimMap_nchw_to_nhwc", lambda: Fn(P.DataFormatDimMap("NCHW", "NHWC"))(T([0, 1, 2, 3, -1], "int32")))
