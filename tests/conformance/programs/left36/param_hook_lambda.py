"""left36 (lambda35 left item): Graph mode parses the hooks registered on a Parameter when a gradient with respect
to it is taken: a lambda given to ``Parameter.register_hook`` inside a larger statement
(``self.w.register_hook(lambda g: g * 3)``, ``self.handle = self.w.register_hook(lambda ...)``) is MindSpore 2.10's
TypeError "Parse Lambda Function Fail. Node type must be Lambda, but got Call." (the forward runs; PyNative runs the
hook).  A lambda on its own line, or a def, is taken.  msgraph had run every hook."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error


class Net(nn.Cell):
    def __init__(self, form):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0], np.float32)), name="w")
        if form == "inline":
            self.w.register_hook(lambda g: g * 3)
        elif form == "assigned":
            h = lambda g: g * 3
            self.w.register_hook(h)
        elif form == "handle":
            self.handle = self.w.register_hook(lambda g: g * 3)
        elif form == "def":
            def h(g):
                return g * 3
            self.w.register_hook(h)

    def construct(self, x):
        return (x * self.w).sum()


class GradInside(nn.Cell):
    def __init__(self, net):
        super().__init__()
        self.net = net
        self.params = ms.ParameterTuple(net.trainable_params())
        self.grad = ops.GradOperation(get_by_list=True)

    def construct(self, x):
        return self.grad(self.net, self.params)(x)


x = Tensor(np.array([3.0, 4.0], np.float32))
for form in ("inline", "assigned", "handle", "def"):
    net = Net(form)
    emit(f"{form}_forward", net(x))
    emit_error(f"{form}_grad", lambda: ms.grad(net, None, net.trainable_params())(x))
    emit_error(f"{form}_grad_in_cell", lambda: GradInside(Net(form))(x))
