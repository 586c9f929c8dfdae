"""graph_state_sweep (gss28): ``ops.HookBackward`` inside an ``@ms.jit`` function (or a Cell whose construct is
``@ms.jit``) differentiated in PyNative: the function is graph code, where HookBackward is the identity and its
hook is not called (MindSpore 2.10); msgraph ran the function on PyNative's tape and called the hook.  Outside
jit the hook runs."""
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_stdout
from _gss28_util import grads, xf, yf

MODES = ("pynative",)


def hk(g):
    print("hook called")
    return (g[0] * 10,)


hb = ops.HookBackward(hk)


@ms.jit
def in_jit(x, y):
    return hb(x * y) * 2


def around_jit(x, y):
    return in_jit(x, y) * 3


def plain(x, y):
    return hb(x * y) * 2


class JitCell(nn.Cell):
    @ms.jit
    def construct(self, x, y):
        return hb(x * y) * 2


emit_stdout("jit.printed", lambda: grads(in_jit, xf(), yf()))
emit("jit", grads(in_jit, xf(), yf()))
emit("around_jit", grads(around_jit, xf(), yf()))
emit("jit_cell", grads(JitCell(), xf(), yf()))
emit_stdout("plain.printed", lambda: grads(plain, xf(), yf()))
emit("plain", grads(plain, xf(), yf()))
