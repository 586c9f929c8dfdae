# Cell forward hooks with keyword arguments (PyNative): register_forward_pre_hook(with_kwargs=True) gets and
# may replace (args, kwargs); register_forward_hook(with_kwargs=True) gets kwargs; prepend, always_call,
# handle.remove(), and a pre hook with kwargs returning something other than a pair.
import numpy as np
import mindspore as ms
from mindspore import nn
from _conf import emit, emit_error

MODES = ("pynative",)


class KwargsNet(nn.Cell):
    def construct(self, x, bias=None):
        if bias is not None:
            return x * x + bias
        return x * x


def pre_kwargs(cell, args, kwargs):
    if kwargs is not None and "bias" in kwargs:
        kwargs["bias"] = kwargs["bias"] * 2
    return args, kwargs


def pre_args(cell, args):
    return args[0] + 1.0


x = ms.Tensor(2.0, ms.float32)
bias = ms.Tensor(3.0, ms.float32)
net = KwargsNet()
h1 = net.register_forward_pre_hook(pre_kwargs, with_kwargs=True)
h2 = net.register_forward_pre_hook(pre_args)
emit("pre_both", net(x, bias=bias))
h1.remove()
emit("pre_args_only", net(x, bias=bias))
h2.remove()
emit("pre_none", net(x, bias=bias))

# prepend: the args hook runs first, then the kwargs hook
net = KwargsNet()
net.register_forward_pre_hook(pre_kwargs, with_kwargs=True)
net.register_forward_pre_hook(pre_args, prepend=True)
emit("pre_prepend", net(x, bias=bias))
emit("pre_kwargs_no_kwargs", net(x))


def post_kwargs(cell, args, kwargs, output):
    return output + kwargs["bias"]


def post_args(cell, args, output):
    return output + args[0]


def post_scale(cell, args, output):
    return output * 10


net = KwargsNet()
k1 = net.register_forward_hook(post_kwargs, with_kwargs=True)
emit("post_kwargs", net(x, bias=bias))
net.register_forward_hook(post_args)
emit("post_both", net(x, bias=bias))
k1.remove()
emit("post_args_only", net(x, bias=bias))
net.register_forward_hook(post_scale, prepend=True)
emit("post_prepend", net(x, bias=bias))


def bad_pre(cell, args, kwargs):
    return (a * 2 for a in args)


net = KwargsNet()
net.register_forward_pre_hook(bad_pre, with_kwargs=True)
emit_error("pre_kwargs_bad_return", net, x)


# always_call: the hook runs even when construct raises
class Raising(nn.Cell):
    def construct(self, x):
        raise ValueError("boom")


seen = []


def always(cell, args, output):
    seen.append(output is None)


net = Raising()
net.register_forward_hook(always, always_call=True)
emit_error("always_call_raises", net, x)
emit("always_call_seen", seen)


class WithBprop(nn.Cell):
    def construct(self, x):
        return x * 3

    def bprop(self, x, out, dout):
        return (dout,)


net = WithBprop()
net.register_forward_hook(post_scale)
emit("bprop_cell_forward_hook_ignored", net(x))
