import numpy as np, os
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
if os.environ.get("MODE") == "graph": ms.set_context(mode=ms.GRAPH_MODE)
x = Tensor(np.array([1.0, -2.0], np.float32))
def run(name, f):
    try:
        print(name, f())
    except Exception as e:
        print(name, "EXC", type(e).__name__, str(e).splitlines()[0][:150])
def h2(g): return g * 2
def h3(g): return g + 3
class N(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0]), name="w")
    @ms.jit
    def construct(self, a):
        return (a * self.w * self.w).sum()
class M(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([2.0, 3.0]), name="w")
    def construct(self, a):
        return (a * self.w * self.w).sum()
for C in (N, M):
    n = C(); n.w.register_hook(h2)
    run(C.__name__ + "_param_hook", lambda: ops.GradOperation(get_all=True, get_by_list=True)(n, n.trainable_params())(x))
    n = C(); hd = n.w.register_hook(h2); hd2 = n.w.register_hook(h3)
    run(C.__name__ + "_param_2hooks", lambda: ms.grad(n, 0, n.trainable_params())(x))
    n = C(); xx = Tensor([1.0, -2.0]); xx.register_hook(h3)
    run(C.__name__ + "_input_hook", lambda: ms.grad(n)(xx))
    n = C(); n.w.register_hook(h2)
    run(C.__name__ + "_vg_weights", lambda: ms.value_and_grad(n, None, n.trainable_params())(x))
    n = C(); n.w.register_hook(h2)
    def tr():
        t = nn.TrainOneStepCell(n, nn.SGD(n.trainable_params(), 0.1))
        t(x); t(x)
        return n.w
    run(C.__name__ + "_train", tr)
