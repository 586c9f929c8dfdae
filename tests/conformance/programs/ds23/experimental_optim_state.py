"""mindspore.experimental.optim optimizers keep their state as Parameters of the optimizer Cell:
parameters_dict() (and so save_checkpoint of the optimizer) lists the optimized Parameters, then each state
(accum.<name>, stat.<name>, exp_avg.<name>, ..., step_t / state_step) with MindSpore's names, shapes, dtypes and
values.  msgraph kept them in plain lists: only step_t showed.
MindSpore 2.10's Adam/AdamW ignore amsgrad=True (max_exp_avg_sq stays zero, the update is plain Adam's); msgraph
applies AMSGrad, so that case records the state's keys, dtypes and shapes only (docs/differences.md)."""
import os
import tempfile

import numpy as np

import mindspore as ms
from mindspore import nn, Tensor, Parameter
from mindspore.experimental import optim
from _conf import emit


class Inner(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([[0.5, -1.0], [2.0, 0.25]], np.float32)), name="w")

    def construct(self, x):
        return ms.ops.matmul(x, self.w)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.inner = Inner()
        self.b = Parameter(Tensor(np.array([0.1, -0.2], np.float32)), name="b")

    def construct(self, x):
        return (self.inner(x) * self.inner(x) + self.b).sum()


x = Tensor(np.array([[1.0, 2.0]], np.float32))


def state(opt):
    return [(k, str(v.dtype), v.asnumpy()) for k, v in opt.parameters_dict().items()]


def layout(opt):
    return [(k, str(v.dtype), v.shape) for k, v in opt.parameters_dict().items()]


MAKERS = [
    ("sgd", lambda p: optim.SGD(p, lr=0.1)),
    ("sgd_momentum", lambda p: optim.SGD(p, lr=0.1, momentum=0.9, nesterov=True)),
    ("adam", lambda p: optim.Adam(p, lr=0.1)),
    ("adam_amsgrad", lambda p: optim.Adam(p, lr=0.1, amsgrad=True)),
    ("adamw", lambda p: optim.AdamW(p, lr=0.1)),
    ("nadam", lambda p: optim.NAdam(p, lr=0.1)),
    ("radam", lambda p: optim.RAdam(p, lr=0.1)),
    ("adadelta", lambda p: optim.Adadelta(p, lr=0.1)),
    ("adagrad", lambda p: optim.Adagrad(p, lr=0.1, initial_accumulator_value=0.5)),
    ("adamax", lambda p: optim.Adamax(p, lr=0.1)),
    ("asgd", lambda p: optim.ASGD(p, lr=0.1)),
    ("rmsprop", lambda p: optim.RMSprop(p, lr=0.1, momentum=0.5, centered=True)),
    ("rprop", lambda p: optim.Rprop(p, lr=0.1)),
]

for name, make in MAKERS:
    net = Net()
    opt = make(net.trainable_params())
    emit(f"{name}_initial", state(opt), rtol=1e-5, atol=1e-7)
    grad_fn = ms.grad(net, None, opt.parameters)
    for _ in range(2):
        opt(grad_fn(x))
    if name == "adam_amsgrad":
        emit(f"{name}_after_2_steps", layout(opt))
    else:
        emit(f"{name}_after_2_steps", state(opt), rtol=1e-4, atol=1e-6)
    emit(f"{name}_requires_grad", [(k, v.requires_grad) for k, v in opt.parameters_dict().items()])

# the optimizer's checkpoint carries the same keys; loading it back restores the state
net = Net()
opt = optim.Adam(net.trainable_params(), lr=0.1)
opt(ms.grad(net, None, opt.parameters)(x))
path = os.path.join(tempfile.mkdtemp(), "opt.ckpt")
ms.save_checkpoint(opt, path)
loaded = ms.load_checkpoint(path)
emit("ckpt_keys", sorted(loaded))
emit("ckpt_exp_avg_w", loaded["exp_avg.inner.w"].asnumpy(), rtol=1e-5, atol=1e-7)
opt2 = optim.Adam(Net().trainable_params(), lr=0.1)
ms.load_param_into_net(opt2, loaded)
emit("ckpt_restored", state(opt2), rtol=1e-5, atol=1e-6)   # (b is 0.1 - 0.1: float32 noise)

# an optimizer held by a training Cell: the Cell's attribute name prefixes the Parameters' names (the network's
# and the state's), as MindSpore's update_parameters_name


class Step(nn.Cell):
    def __init__(self, net, opt):
        super().__init__()
        self.net = net
        self.opt = opt
        self.grad_fn = ms.value_and_grad(self.net, None, self.opt.parameters)

    def construct(self, x):
        loss, g = self.grad_fn(x)
        self.opt(g)
        return loss


for name, make in [("adam", lambda p: optim.Adam(p, lr=0.1)), ("nadam", lambda p: optim.NAdam(p, lr=0.1)),
                   ("sgd", lambda p: optim.SGD(p, lr=0.1, momentum=0.9))]:
    net = Net()
    opt = make(net.trainable_params())
    step = Step(net, opt)
    emit(f"step_cell_{name}_loss", [step(x) for _ in range(2)], rtol=1e-4, atol=1e-6)
    emit(f"step_cell_{name}_state", state(opt), rtol=1e-4, atol=1e-6)
    emit(f"step_cell_{name}_cell_keys", list(step.parameters_dict()))
