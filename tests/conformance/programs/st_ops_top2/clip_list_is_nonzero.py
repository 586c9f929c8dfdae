"""ops.clip_by_value on a list / tuple of Tensors (st test_ops_clip_func: a tuple of clipped Tensors, the bounds
cast to each dtype) and ops.is_nonzero in graph code (st test_func_is_nonezero: a Python bool)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _conf import emit


class Clip(nn.Cell):
    def construct(self, x, lo, hi):
        return ops.clip_by_value(x, lo, hi)


class NonZero(nn.Cell):
    def construct(self, x):
        return ops.is_nonzero(x)


x1 = Tensor(np.array([-0.5962, 0.4985, 0.2349, -0.4396, 0.4525]), ms.float32)
x2 = Tensor(np.array([0.6035, 0.6959, 0.0150, -0.5766, 0.5432]), ms.float32)
emit("clip_list", Clip()([x1, x2], -0.3, 0.4))
emit("clip_tuple_min_only", ops.clip_by_value((x1, x2), Tensor(-0.3, ms.float32)))
emit("clip_single", Clip()(x1, -0.3, 0.4))
for name, v in (("bool_false", Tensor([[[False]]])), ("float_true", Tensor([[3.5]])), ("int_zero", Tensor([0]))):
    out = NonZero()(v)
    emit(f"is_nonzero_{name}", (type(out).__name__, bool(out)))
