"""Argument checks of MaxUnpool2D / 3D, MaxPoolWithArgmaxV2 and ROIAlign (st ops test_maxunpool2d / 3d,
test_ops_maxpool_with_argmax_v2, test_roi_align_op; adapt41opc).  MindSpore 2.10: an unpooling index outside the
output plane -- negative too -- is its CPU kernel's RuntimeError (msgraph: TensorScatterElements' ValueError, and a
negative index wrote from the end of the plane), a float / int16 argmax its TypeError; MaxPoolWithArgmaxV2's
kernel_size / strides / pads / dilation are an int or a tuple of two (a list: TypeError; one or four values, 0 or a
negative pad: ValueError; msgraph took one and four), pads above half the kernel a ValueError (msgraph: TypeError);
ROIAlign's features float16 / float32 only (TypeError; msgraph computed float64); mint's
max_pool2d in graph mode (MaxPoolWithMask) float16 / float32 only (TypeError; msgraph computed)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops import operations as P
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn, **kw):
        super().__init__()
        self.fn = fn
        self.kw = kw

    def construct(self, *a):
        return self.fn(*a, **self.kw)


def T(a, dt="float32"):
    return Tensor(np.array(a).astype(dt))


x = T([[[[5.0, 6.0], [7.0, 8.0]]]])
emit_error("max_unpool2d_ok", lambda: Fn(ops.max_unpool2d, kernel_size=2)(x, T([[[[0, 3], [9, 15]]]], "int64")))
emit_error("max_unpool2d_index_negative", lambda: Fn(ops.max_unpool2d, kernel_size=2)(
    x, T([[[[0, 3], [9, -1]]]], "int64")))
emit_error("max_unpool2d_index_past_plane", lambda: Fn(ops.max_unpool2d, kernel_size=2)(
    x, T([[[[0, 3], [9, 16]]]], "int32")))
emit_error("MaxUnpool2D_index_past_plane", lambda: Fn(P.MaxUnpool2D(ksize=2, strides=2))(
    x, T([[[[0, 3], [9, 16]]]], "int64")))
emit_error("max_unpool2d_float_argmax", lambda: Fn(ops.max_unpool2d, kernel_size=2)(
    x, T([[[[0, 3], [9, 15]]]], "float32")))
emit_error("max_unpool3d_int16_argmax", lambda: Fn(ops.max_unpool3d, kernel_size=2)(
    T(np.ones((1, 1, 1, 1, 2))), T([[[[[0, 7]]]]], "int16")))
emit_error("max_unpool3d_index_past_volume", lambda: Fn(ops.max_unpool3d, kernel_size=2)(
    T(np.ones((1, 1, 1, 1, 2))), T([[[[[0, 16]]]]], "int64")))

xp = T((np.arange(50).reshape(2, 1, 5, 5) % 7) - 3.0)
for name, kw in [("dilation_four", dict(kernel_size=2, strides=1, dilation=(1, 1, 2, 2))),
                 ("dilation_one_value", dict(kernel_size=2, strides=1, dilation=(2,))),
                 ("dilation_two", dict(kernel_size=2, strides=1, dilation=(2, 1))),
                 ("kernel_four", dict(kernel_size=(1, 1, 2, 2), strides=1)),
                 ("strides_four", dict(kernel_size=2, strides=(1, 1, 2, 2))),
                 ("kernel_zero", dict(kernel_size=0, strides=1)),
                 ("pads_negative", dict(kernel_size=2, strides=1, pads=-1)),
                 ("pads_four", dict(kernel_size=3, strides=1, pads=(0, 0, 1, 1))),
                 ("pads_above_half", dict(kernel_size=2, strides=1, pads=2)),
                 ("kernel_list", dict(kernel_size=[2, 2], strides=1)),
                 ("kernel_too_big", dict(kernel_size=6, strides=1))]:
    emit_error(f"MaxPoolWithArgmaxV2_{name}", lambda: Fn(P.MaxPoolWithArgmaxV2(**kw))(xp))

rx = T(np.arange(36).reshape(1, 1, 6, 6))
rois = [[0, -2.0, -2.0, 22.0, 22.0], [0, 1.0, 1.0, 3.0, 4.0]]
for dt in ["float16", "float32", "float64", "int32"]:
    emit_error(f"ROIAlign_features_{dt}", lambda: Fn(P.ROIAlign(2, 2, 0.5, 2))(T(np.arange(36).reshape(1, 1, 6, 6), dt),
                                                                           T(rois, dt)))

# mint.nn.functional.max_pool2d: MindSpore 2.10's graph mode runs it as MaxPoolWithMask, float16 / float32 only
# (TypeError); its PyNative CPU has no kernel (FuncMaxPool2D): graph mode only
if ms.get_context("mode") == ms.GRAPH_MODE:
    for dt in ["float64", "int32", "uint8"]:
        emit_error(f"mint_max_pool2d_{dt}", lambda: Fn(ms.mint.nn.functional.max_pool2d, kernel_size=2)(
            T(np.arange(16).reshape(1, 1, 4, 4), dt)))
