"""MaxPoolGradGrad / MaxPool3DGradGrad / MaxPoolGradGradWithArgmax / MaxPoolGradWithArgmax / SliceGrad dtypes
(st/ops/gpu test_maxpool_grad_grad_gpu_op, test_maxpool_3d_grad_grad_gpu_op, test_maxpool_grad_grad_with_argmax_gpu_op,
test_maxpool_with_argmax_grad_gpu_op, test_slice_grad; adapt41gpu2): MindSpore 2.10 takes float16 / float32 in the
grad-grad primitives (float64 and integers a TypeError; x, out and grad of one dtype), float x only in
MaxPoolGradWithArgmax (int32 / int64 / uint8 a TypeError), and no int8 / unsigned SliceGrad kernel (TypeError);
msgraph computed all of them.  Values for the supported dtypes are recorded too."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from mindspore.ops.operations import _grad_ops as G
from _conf import emit_error


class Fn(nn.Cell):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def construct(self, *a):
        return self.fn(*a)


data = np.arange(2 * 1 * 4 * 4).reshape(2, 1, 4, 4)
data[0, 0, 1, 1] = 100
arg = ops.MaxPoolWithArgmax(2, 2, "VALID")(Tensor(data.astype(np.float32)))[1]
for dt in ("float16", "float32", "float64", "int32"):
    x = Tensor(data.astype(dt))
    out = Tensor(ops.MaxPool(2, 2, "VALID")(Tensor(data.astype(np.float32))).asnumpy().astype(dt))
    d = Tensor((data / 10).astype(dt))
    emit_error(f"MaxPoolGradGrad_{dt}", lambda: Fn(G.MaxPoolGradGrad(2, 2, "VALID"))(x, out, d))
    emit_error(f"MaxPoolGradGradWithArgmax_{dt}", lambda: Fn(G.MaxPoolGradGradWithArgmax(2, 2, "VALID"))(x, d, arg))
for dt in ("float32", "float64", "int32", "int64", "uint8"):
    x = Tensor(data.astype(dt))
    emit_error(f"MaxPoolGradWithArgmax_{dt}", lambda: Fn(G.MaxPoolGradWithArgmax(2, 2, "VALID"))(
        x, Tensor(np.arange(8).reshape(2, 1, 2, 2).astype(dt)), arg))
x32 = Tensor(data.astype(np.float32))
emit_error("MaxPoolGradGrad_mixed_out", lambda: Fn(G.MaxPoolGradGrad(2, 2, "VALID"))(
    x32, Tensor(np.ones((2, 1, 2, 2), np.float16)), x32))
emit_error("MaxPoolGradGrad_mixed_grad", lambda: Fn(G.MaxPoolGradGrad(2, 2, "VALID"))(
    x32, Tensor(np.ones((2, 1, 2, 2), np.float32)), Tensor(data.astype(np.float16))))
emit_error("MaxPoolGradGradWithArgmax_mixed", lambda: Fn(G.MaxPoolGradGradWithArgmax(2, 2, "VALID"))(
    x32, Tensor(data.astype(np.float16)), arg))
v3 = np.arange(1 * 1 * 2 * 4 * 4).reshape(1, 1, 2, 4, 4)
for dt in ("float16", "float32", "float64"):
    x = Tensor(v3.astype(dt))
    o3 = Tensor(ops.MaxPool3D(2, 2, "VALID")(Tensor(v3.astype(np.float32))).asnumpy().astype(dt))
    emit_error(f"MaxPool3DGradGrad_{dt}", lambda: Fn(G.MaxPool3DGradGrad(2, 2, "VALID"))(x, o3, Tensor((v3 / 10).astype(dt))))
sx = np.arange(3 * 2 * 3).reshape(3, 2, 3)
for dt in ("float16", "float64", "int16", "int64", "bool", "int8", "uint8"):
    emit_error(f"SliceGrad_{dt}", lambda: Fn(G.SliceGrad())(Tensor(np.ones((2, 1, 3)).astype(dt)), Tensor(sx.astype(dt)),
                                                             (0, 1, 0), (2, 1, 3)))
emit_error("SliceGrad_out_of_bounds", lambda: Fn(G.SliceGrad())(Tensor(np.ones((2, 1, 3), np.float32)),
                                                                 Tensor(sx.astype(np.float32)), (2, 1, 0), (2, 1, 3)))
