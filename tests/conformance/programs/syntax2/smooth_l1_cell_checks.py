"""nn.SmoothL1Loss runs ops.SmoothL1Loss: the op's checks of beta and of the inputs."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _conf import emit, emit_error

x = Tensor(np.array([0.0, 0.5, 1.0, 2.0, -3.0], np.float32))
y = Tensor(np.zeros(5, np.float32))
emit("beta_true_is_one", nn.SmoothL1Loss(beta=True)(x, y))
emit("beta_int", nn.SmoothL1Loss(beta=2, reduction="mean")(x, y))
emit("float16", nn.SmoothL1Loss()(x.astype(ms.float16), y.astype(ms.float16)))
emit_error("beta_zero", lambda: nn.SmoothL1Loss(beta=0.0)(x, y).asnumpy())
emit_error("beta_negative", lambda: nn.SmoothL1Loss(beta=-1.0)(x, y).asnumpy())
emit_error("int_inputs", lambda: nn.SmoothL1Loss()(Tensor(np.array([1, 2], np.int32)),
                                                   Tensor(np.array([0, 0], np.int32))).asnumpy())
emit_error("shape_mismatch", lambda: nn.SmoothL1Loss()(x, y[:3]).asnumpy())
emit_error("bad_reduction", lambda: nn.SmoothL1Loss(reduction="foo"))
emit("grad_sum", ms.grad(nn.SmoothL1Loss(reduction="sum"))(x, y))
