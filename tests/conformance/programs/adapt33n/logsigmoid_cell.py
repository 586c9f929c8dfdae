"""nn.LogSigmoid (session 33, adapt33n): MindSpore 2.10's Cell is ``Log(Reciprocal(Add(Exp(Mul(x, -1)), 1)))``,
computed op by op in the input's dtype and not stably: float32 x <= -89 (float16 x <= -12) is -inf and its
gradient nan; float16 values carry each op's rounding (log_sigmoid(2) is -0.1274, not -0.1269).  msgraph had
computed ``-softplus(-x)`` (-100 for x = -100, gradient 1)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error

V = [-100.0, -89.0, -20.0, -2.0, -0.0, 0.5, 2.0, 20.0, 100.0, np.nan, np.inf, -np.inf]
net = nn.LogSigmoid()
for dt in (np.float32, np.float16, np.float64):
    x = Tensor(np.array(V, dt))
    name = np.dtype(dt).name
    emit_error("value_" + name, net, x)
    emit_error("grad_" + name, ms.grad(net), x)
emit_error("value_2d", net, Tensor(np.array([[-95.0, 3.0], [1.0, -1.0]], np.float32)))
emit_error("int32", net, Tensor(np.array([1, 2], np.int32)))
