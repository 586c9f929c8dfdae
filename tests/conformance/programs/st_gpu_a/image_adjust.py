"""image_ops.AdjustHue / AdjustSaturation / AdjustContrastv2 (tests/st/ops/gpu/test_adjust*_op.py): values in
float16/32/64 (computed in float32), dtype/rank/shape errors."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from mindspore.ops.operations.image_ops import AdjustHue, AdjustSaturation, AdjustContrastv2
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, op):
        super().__init__()
        self.op = op

    def construct(self, x, f):
        return self.op(x, f)


img = (np.arange(24).reshape(2, 4, 3) * 7 % 11 / 10.0).astype(np.float32)
for op, arg in [(AdjustHue, 0.2), (AdjustHue, -0.7), (AdjustSaturation, 0.5), (AdjustSaturation, 2.5),
                (AdjustContrastv2, 2.0), (AdjustContrastv2, -0.5)]:
    emit(f"{op.__name__}_{arg}", Net(op())(Tensor(img), Tensor(arg, ms.float32)), rtol=1e-5, atol=1e-5)
for dt in (np.float16, np.float64):
    for op in (AdjustHue, AdjustSaturation):
        emit(f"{op.__name__}_{dt.__name__}", Net(op())(Tensor(img.astype(dt)), Tensor(0.3, ms.float32)),
             rtol=1e-3, atol=1e-3)
emit("contrast_f16", Net(AdjustContrastv2())(Tensor(img.astype(np.float16)), Tensor(0.3, ms.float32)), rtol=1e-3,
     atol=1e-3)
emit("contrast_batch", Net(AdjustContrastv2())(Tensor(img.reshape(1, 2, 2, 2, 3)), Tensor(1.5, ms.float32)),
     rtol=1e-5, atol=1e-5)
emit_error("contrast_f64", lambda: Net(AdjustContrastv2())(Tensor(img.astype(np.float64)), Tensor(0.3, ms.float32)))
for op in (AdjustHue, AdjustSaturation, AdjustContrastv2):
    emit_error(f"{op.__name__}_last_dim", lambda: Net(op())(Tensor(img[..., :2]), Tensor(0.3, ms.float32)))
    emit_error(f"{op.__name__}_rank", lambda: Net(op())(Tensor(img[0, 0]), Tensor(0.3, ms.float32)))
    emit_error(f"{op.__name__}_factor_rank", lambda: Net(op())(Tensor(img), Tensor([0.3], ms.float32)))
    emit_error(f"{op.__name__}_factor_f64", lambda: Net(op())(Tensor(img), Tensor(0.3, ms.float64)))
    emit_error(f"{op.__name__}_int", lambda: Net(op())(Tensor(img.astype(np.int32)), Tensor(0.3, ms.float32)))
