"""`Tensor(t)` of a Tensor (st pynative views / ut pynative_mode tensor tests, adapted): MindSpore 2.10's PyNative
Tensor shares t's storage when no dtype or t's own dtype is given (`Tensor(t)`, `Tensor(t, t.dtype)`,
`Tensor(input_data=t)`, `ms.tensor(t)`, `Tensor(parameter)`): item assignment or `copy_` through either is seen by
the other, also for a strided input (`Tensor(t.T)`); another dtype copies, `Parameter(t)` copies.  Either way the new
Tensor stays on the tape: `ms.grad` flows back to t (an identity or a Cast, even to int32).  `Tensor.from_numpy(a)`
shares a's memory both ways.  msgraph copied (writes not seen: SILENT) and cut the gradient (zero: SILENT).
Graph mode: the same Tensor(v) in a construct gives MindSpore's gradient [0, 0, 0] also for the v factor of
`Tensor(v) * v` (plainly wrong): FOLLOW_PYNATIVE."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _conf import emit, emit_error

FOLLOW_PYNATIVE = {
    "cell grad Tensor(v)*v": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "cell grad Tensor(v,f64)*2": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "grad Tensor(x)*x": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "grad Tensor(x)*2": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "grad Tensor(x,f64)*2": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "grad Tensor(x,i32)*2": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "grad ms.tensor(x)*2": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "grad Tensor(x[1:])*3": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
    "value_and_grad Tensor(x*x)": "MindSpore 2.10 Graph mode: zero gradient (also of a plain v factor)",
}


def base(dt=np.float32):
    return Tensor(np.arange(1, 4).astype(dt))


for nm, ctor in (("Tensor(t)", lambda t: Tensor(t)), ("Tensor(t,same)", lambda t: Tensor(t, t.dtype)),
                 ("Tensor(input_data=t)", lambda t: Tensor(input_data=t)), ("ms.tensor(t)", lambda t: ms.tensor(t)),
                 ("Tensor(t,other)", lambda t: Tensor(t, ms.float64))):
    t = base()
    u = ctor(t)
    u[0] = 0
    emit(f"{nm} u[0]=0 t", t)
    t[2] = 7
    emit(f"{nm} t[2]=7 u", u)

for dt in (np.int32, np.uint8, np.bool_, np.float16):
    t = base(dt)
    u = Tensor(t)
    u[1:] = 0
    emit(f"Tensor(t) {np.dtype(dt).name} u[1:]=0 t", t)

t = base()
u = Tensor(t)
u.copy_(Tensor(np.zeros(3, np.float32)))
emit("Tensor(t) copy_ t", t)

t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
u = Tensor(t.T)
u[0, 1] = 9
emit("Tensor(t.T) u[0,1]=9 t", t)

t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
u = Tensor(t)
u[...] = 5
emit("Tensor(t) u[...]=5 gives u storage of its own", (t, u))

t = base()
p = Parameter(t, name="p")
p[0] = 0
emit("Parameter(t) copies", t)

p = Parameter(base(), name="q")
u = Tensor(p)
u[0] = 0
emit("Tensor(param) u[0]=0 param", p.value())
p[1] = 0
emit("Tensor(param) param[1]=0 u", u)

a = np.arange(1, 4).astype(np.float32)
u = Tensor.from_numpy(a)
u[0] = 0
emit("from_numpy u[0]=0 a", Tensor(a.copy()))
a[1] = 0
emit("from_numpy a[1]=0 u", u)

a = np.arange(1, 4).astype(np.float32)
u = Tensor(a)
u[0] = 0
emit("Tensor(numpy) copies", Tensor(a.copy()))

x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


def g_same(v):
    return (Tensor(v) * v).sum()


def g_const(v):
    return (Tensor(v) * 2).sum()


def g_f64(v):
    return (Tensor(v, ms.float64) * 2).sum()


def g_i32(v):
    return (Tensor(v, ms.int32) * 2).sum()


def g_mstensor(v):
    return (ms.tensor(v) * 2).sum()


def g_slice(v):
    return (Tensor(v[1:]) * 3).sum()


def g_sq(v):
    return Tensor(v * v).sum()


for nm, f in (("Tensor(x)*x", g_same), ("Tensor(x)*2", g_const), ("Tensor(x,f64)*2", g_f64),
              ("Tensor(x,i32)*2", g_i32), ("ms.tensor(x)*2", g_mstensor), ("Tensor(x[1:])*3", g_slice)):
    emit(f"grad {nm}", ms.grad(f)(x))
emit("value_and_grad Tensor(x*x)", ms.value_and_grad(g_sq)(x))

def f_write(v):
    y = v * 1
    u = Tensor(y)
    u[0] = 5
    return (y * v).sum()


emit("write through Tensor(y) forward", f_write(x))


class C1(nn.Cell):
    def construct(self, v):
        return (Tensor(v) * v).sum()


class C2(nn.Cell):
    def construct(self, v):
        return (Tensor(v, ms.float64) * 2).sum()


emit("cell Tensor(v)*v", C1()(x))
emit("cell grad Tensor(v)*v", ms.grad(C1())(x))
emit("cell grad Tensor(v,f64)*2", ms.grad(C2())(x))
