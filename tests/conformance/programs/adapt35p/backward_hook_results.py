"""What a Cell backward hook / backward pre hook may return, MindSpore 2.10: a Tensor or a tuple of as many Tensors
as the gradients it replaces.  A tuple of another length is a TypeError ("The backward hook return value size is 2
not equal to expect grad input size 1"), None / a number / a list in it a TypeError, in PyNative a Tensor of another
shape or dtype a ValueError ("is not consistent with the expected").  msgraph took any of them and went on (silent
results of the wrong shape, extra gradients dropped, None as zeros).  Found by adapting st pynative/hook tests in
networks (session 35, adapt35p)."""
import numpy as np
import mindspore as ms
from mindspore import nn, Tensor
from _conf import emit_error

X = Tensor(np.arange(12, dtype=np.float32).reshape(3, 4) / 10 - 0.5)


class Net(nn.Cell):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Dense(4, 3, weight_init="ones", bias_init="zeros")
        self.fc2 = nn.Dense(3, 2, weight_init="ones", bias_init="ones")

    def construct(self, x):
        return self.fc2(self.fc1(x))


class Two(nn.Cell):
    def construct(self, a, b):
        return a * b


class Top(nn.Cell):
    def __init__(self):
        super().__init__()
        self.two = Two()

    def construct(self, x):
        return self.two(x, x + 1).sum()


def h_ok(c, gi, go):
    return (gi[0] * 2,)


def h_tensor(c, gi, go):
    return gi[0] * 2


def h_two(c, gi, go):
    return (gi[0], gi[0])


def h_empty(c, gi, go):
    return ()


def h_list(c, gi, go):
    return [gi[0] * 2]


def h_none_in(c, gi, go):
    return (None,)


def h_int(c, gi, go):
    return 3


def h_shape(c, gi, go):
    return (gi[0][:1],)


def h_pair_one(c, gi, go):
    return (gi[0],)


def h_pair_three(c, gi, go):
    return (gi[0], gi[1], gi[0])


def h_pair_none(c, gi, go):
    return (gi[0] * 0, None)


def h_pair_ok(c, gi, go):
    return (gi[0] * 0, gi[1])


def p_two(c, go):
    return (go[0], go[0])


def p_ok(c, go):
    return (go[0] * 3,)


def p_shape(c, go):
    return (go[0][:1],)


def grad_net(h, pre=False):
    n = Net()
    (n.fc2.register_backward_pre_hook if pre else n.fc2.register_backward_hook)(h)
    return ms.grad(n)(X)


def grad_top(h):
    n = Top()
    n.two.register_backward_hook(h)
    return ms.grad(n)(X)


for nm, h in (("ok", h_ok), ("tensor", h_tensor), ("two", h_two), ("empty", h_empty), ("list", h_list),
              ("none_in", h_none_in), ("int", h_int), ("shape", h_shape)):
    emit_error("bwd_" + nm, grad_net, h)
for nm, h in (("ok", h_pair_ok), ("one", h_pair_one), ("three", h_pair_three), ("none", h_pair_none),
              ("tensor", h_tensor)):
    emit_error("pair_" + nm, grad_top, h)
for nm, h in (("ok", p_ok), ("two", p_two), ("shape", p_shape)):
    emit_error("pre_" + nm, grad_net, h, True)


def weights_only(h):
    # fc1's input X is not differentiated: its grad_input entry is None, and a None back is taken
    n = Net()
    n.fc1.register_backward_hook(h)
    return ms.grad(n, grad_position=None, weights=n.trainable_params())(X)


emit_error("untracked_none", weights_only, h_none_in)
emit_error("untracked_ok", weights_only, h_ok)
