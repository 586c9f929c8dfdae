"""graph_state_sweep (gss28): forward hooks registered ``with_kwargs=True``: PyNative calls them with the keyword
arguments (a pre-hook may replace them); MindSpore 2.10's Graph mode calls every hook as ``hook(cell, args)`` /
``hook(cell, args, output)``, so such a hook does not bind (TypeError "The parameters number of the function is
3, but the number of provided arguments is 2."); msgraph called them as PyNative does."""
import mindspore as ms
from mindspore import nn
from _conf import emit_error
from _gss28_util import xf


class Biased(nn.Cell):
    def construct(self, x, bias=None):
        return x * x + (bias if bias is not None else 0)


class Outer(nn.Cell):
    def __init__(self, inner):
        super().__init__()
        self.inner = inner

    def construct(self, x):
        return self.inner(x)


def pre_kwargs(cell, args, kwargs):
    return args, {'bias': ms.Tensor(10.0)}


def post_kwargs(cell, args, kwargs, output):
    return output + 100


a = Biased()
a.register_forward_pre_hook(pre_kwargs, with_kwargs=True)
emit_error("pre_hook", lambda: Outer(a)(xf()))
b = Biased()
b.register_forward_hook(post_kwargs, with_kwargs=True)
emit_error("forward_hook", lambda: Outer(b)(xf()))
