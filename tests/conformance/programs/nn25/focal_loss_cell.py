"""nn.FocalLoss holds MindSpore 2.10's child cell ``logsoftmax`` (nn.LogSoftmax(1)): print(net) shows it, and
cells_and_names lists it; the loss values and gradients are unchanged."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit, emit_stdout

net = nn.FocalLoss(gamma=1.5)
emit_stdout("print", print, net)
emit("cells", [name for name, _ in net.cells_and_names()])
x = Tensor((np.sin(np.arange(24) * 1.37 + 0.3) * 2).reshape(3, 4, 2).astype(np.float32))
y = Tensor(np.array([[[0, 3]], [[1, 2]], [[3, 1]]], np.int32))
emit("loss", net(x, y), rtol=1e-5, atol=1e-6)
emit("grad", ms.grad(net)(x, y), rtol=1e-5, atol=1e-6)
