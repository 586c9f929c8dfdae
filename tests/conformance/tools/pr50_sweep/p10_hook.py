import numpy as np
import mindspore as ms
from mindspore import nn, Tensor, ops
import mindspore.ops.operations as P
from mindspore.ops import composite as C
grad_all = C.GradOperation(get_all=True)
def cell_hook_function(cell, grad_input, grad_output):
    print("grad_input:", grad_input)
    print("grad_output:", grad_output)
def var_hook_function(grad_out):
    print("grad:", grad_out)
class CellHook(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.relu.register_backward_hook(cell_hook_function)
    def construct(self, x):
        x = x + x
        x = x * x
        return self.relu(x)
class CellHookMid(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.relu.register_backward_hook(cell_hook_function)
    def construct(self, x):
        x = self.relu(x * 2)
        return x * 3
class VarHook(nn.Cell):
    def __init__(self):
        super().__init__()
        self.relu = nn.ReLU()
        self.hook = P.HookBackward(var_hook_function)
    def construct(self, x):
        x = x + x
        x = self.hook(x)
        return self.relu(x)
class VarHookEnd(nn.Cell):
    def __init__(self):
        super().__init__()
        self.hook = P.HookBackward(var_hook_function)
    def construct(self, x):
        x = x * x
        return self.hook(x)
x = Tensor(np.array([[1.0, -2.0], [3.0, 0.5]], np.float32))
for mode in (ms.PYNATIVE_MODE, ms.GRAPH_MODE):
    ms.set_context(mode=mode)
    for c in (CellHook, CellHookMid, VarHook, VarHookEnd):
        print("==", mode, c.__name__)
        try:
            print(grad_all(c())(x))
        except Exception as e:
            print("EXC", type(e).__name__, str(e).splitlines()[0])
