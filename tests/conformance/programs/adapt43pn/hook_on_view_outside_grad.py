"""`Tensor.register_hook` on the output of a view op made outside any gradient (st pynative hook / views tests,
adapted): MindSpore 2.10's PyNative raises RuntimeError "The tensor requires grad is false, which can not register
tensor hook" for reshape / view / getitem / transpose / unsqueeze / squeeze / flatten / narrow / select / split /
broadcast_to / expand_dims outputs (also of a Parameter), while the output of another op (`y * 1`, `astype`) and
`Tensor(y)` take the hook; inside ms.grad a view takes it (even a view of a Tensor that is no input).  msgraph
registered every hook silently.  PyNative only: graph code has no views."""
import numpy as np
import mindspore as ms
from mindspore import ops, Tensor, Parameter
from _conf import emit, emit_error

MODES = ("pynative",)
x = Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))
p = Parameter(Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32)), name="p")


def fresh():
    # (a Tensor never sliced: MindSpore 2.10 also refuses a hook on Tensor(x) once x[1:] or a refused hook was made)
    return Tensor(np.array([1.0, 2.0, 3.0, 4.0], np.float32))


def hk(g):
    return g * 10


for nm, f in (("x.reshape", lambda: x.reshape(2, 2)), ("x.view", lambda: x.view(4)), ("x[1:]", lambda: x[1:]),
              ("(x*1)[1:]", lambda: (x * 1)[1:]), ("x.T", lambda: x.reshape(2, 2).T), ("x.unsqueeze", lambda: x.unsqueeze(0)),
              ("x.squeeze", lambda: x.squeeze()), ("x.flatten", lambda: x.flatten()), ("x.narrow", lambda: x.narrow(0, 0, 2)),
              ("x.select", lambda: x.reshape(2, 2).select(0, 1)), ("ops.split[0]", lambda: ops.split(x, 2)[0]),
              ("x.broadcast_to", lambda: x.broadcast_to((2, 4))), ("x.expand_dims", lambda: x.expand_dims(0)),
              ("p.reshape", lambda: p.reshape(2, 2)), ("p[1:]", lambda: p[1:]),
              ("y*1", lambda: fresh() * 1), ("y.astype", lambda: fresh().astype(ms.float64)),
              ("Tensor(y)", lambda: Tensor(fresh()))):
    emit_error(f"{nm} register_hook", lambda f=f: type(f().register_hook(hk)) is not None)


def g_view(v):
    w = v.reshape(2, 2)
    w.register_hook(hk)
    return (w * w).sum()


def g_other(v):
    w = x.reshape(2, 2)
    w.register_hook(hk)
    return (v * 2).sum() + w.sum()


emit("grad hook on a view of the input", ms.grad(g_view)(x))
emit("grad hook on a view of another Tensor", ms.grad(g_other)(x))
