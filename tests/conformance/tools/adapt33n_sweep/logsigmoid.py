import os
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor
from _h import case
if os.environ.get("SWEEP_GRAPH") == "1":
    ms.set_context(mode=ms.GRAPH_MODE)
v = [-100.0, -89.0, -20.0, -2.0, -0.0, 0.5, 2.0, 20.0, 100.0, np.nan, np.inf, -np.inf]
net = nn.LogSigmoid()
for dt in (np.float32, np.float16, np.float64):
    x = Tensor(np.array(v, dt))
    case("cell_%s" % np.dtype(dt).name, lambda: net(x))
    case("fn_%s" % np.dtype(dt).name, lambda: ops.logsigmoid(x))
    case("grad_cell_%s" % np.dtype(dt).name, lambda: ms.grad(net)(x))
case("cell_int", lambda: net(Tensor(np.array([1, 2], np.int32))))
case("cell_0d", lambda: net(Tensor(1.0)))
