"""Which Tensor constructors share their input's storage (Tensor(t), Tensor(t, dtype), ms.tensor, from_numpy,
Parameter(t), asnumpy) and whether they pass gradients, over dtypes, 0-d / empty, views as input, PyNative
gradients, `@ms.jit` functions and Graph-mode Cells."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter
from _h import case

DT = {"f32": (np.float32, ms.float32), "f16": (np.float16, ms.float16), "f64": (np.float64, ms.float64),
      "i32": (np.int32, ms.int32), "i64": (np.int64, ms.int64), "u8": (np.uint8, ms.uint8), "bool": (np.bool_, ms.bool_)}
OTHER = {"f32": ms.float64, "f16": ms.float32, "f64": ms.float32, "i32": ms.int64, "i64": ms.int32, "u8": ms.int32,
         "bool": ms.int32}


def base(k, shape=(3,)):
    n = int(np.prod(shape))
    return Tensor(np.arange(1, n + 1).reshape(shape).astype(DT[k][0]))


for k in DT:
    ctors = [("T(t)", lambda t: Tensor(t)), ("T(t,same)", lambda t: Tensor(t, DT[k][1])),
             ("T(t,dtype=None)", lambda t: Tensor(t, dtype=None)), ("T(input_data=t)", lambda t: Tensor(input_data=t)),
             ("T(t,other)", lambda t: Tensor(t, OTHER[k])), ("ms.tensor(t)", lambda t: ms.tensor(t)),
             ("ms.tensor(t,same)", lambda t: ms.tensor(t, DT[k][1]))]
    for cn, ctor in ctors:
        def w_u(ctor=ctor):
            t = base(k)
            u = ctor(t)
            u[0] = 0
            return t, u

        def w_t(ctor=ctor):
            t = base(k)
            u = ctor(t)
            t[1] = 0
            return t, u

        def w_slice(ctor=ctor):
            t = base(k)
            u = ctor(t)
            u[1:] = 0
            return t, u

        def copy_(ctor=ctor):
            t = base(k)
            u = ctor(t)
            u.copy_(Tensor(np.zeros(3, DT[k][0])))
            return t, u

        def aug(ctor=ctor):
            t = base(k)
            u = ctor(t)
            u += 1
            return t, u

        case(f"{k} {cn} u[0]=0", w_u)
        case(f"{k} {cn} t[1]=0", w_t)
        case(f"{k} {cn} u[1:]=0", w_slice)
        case(f"{k} {cn} u.copy_", copy_)
        case(f"{k} {cn} u+=1", aug)

    def np_ctor(k=k):
        a = np.arange(1, 4).astype(DT[k][0])
        u = Tensor(a)
        u[0] = 0
        a[1] = 0
        return Tensor(a.copy()), u

    def from_np(k=k):
        a = np.arange(1, 4).astype(DT[k][0])
        u = Tensor.from_numpy(a)
        u[0] = 0
        return Tensor(a.copy()), u

    def from_np2(k=k):
        a = np.arange(1, 4).astype(DT[k][0])
        u = Tensor.from_numpy(a)
        a[1] = 0
        return u

    def msfrom_np(k=k):
        a = np.arange(1, 4).astype(DT[k][0])
        u = ms.from_numpy(a)
        u[0] = 0
        a[2] = 0
        return Tensor(a.copy()), u

    def asnp(k=k):
        t = base(k)
        a = t.asnumpy()
        t[0] = 0
        a[1] = 0
        return t, Tensor(a.copy())

    def param(k=k):
        t = base(k)
        p = Parameter(t, name="p")
        p[0] = 0
        t[1] = 0
        return t, p.value()

    def t_of_param(k=k):
        p = Parameter(base(k), name="p")
        u = Tensor(p)
        u[0] = 0
        p[1] = 0
        return p.value(), u, type(u).__name__

    def t_of_param_assign(k=k):
        p = Parameter(base(k), name="p")
        u = Tensor(p)
        ops.assign(p, Tensor(np.zeros(3, DT[k][0])))
        return u

    for nm, fn in (("Tensor(np)", np_ctor), ("from_numpy u-write", from_np), ("from_numpy a-write", from_np2),
                   ("ms.from_numpy", msfrom_np), ("asnumpy", asnp), ("Parameter(t)", param),
                   ("Tensor(param)", t_of_param), ("Tensor(param) assign", t_of_param_assign)):
        case(f"{k} {nm}", fn)

# shapes: 0-d, empty, 2-d, views as input
for nm, mk in (("0d", lambda: Tensor(np.array(2.5, np.float32))), ("empty", lambda: Tensor(np.zeros((0, 3), np.float32))),
               ("2d", lambda: Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))):
    def w0(mk=mk):
        t = mk()
        u = Tensor(t)
        u[...] = 7
        return t, u

    def w1(mk=mk):
        t = mk()
        u = Tensor(t)
        u.fill(7) if False else None
        u[:] = 7
        return t, u

    def w2(mk=mk):
        t = mk()
        u = Tensor(t)
        t[:] = 7
        return t, u

    case(f"{nm} T(t) u[...]=7", w0)
    case(f"{nm} T(t) u[:]=7", w1)
    case(f"{nm} T(t) t[:]=7", w2)


def view_in():
    t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    u = Tensor(t[1])
    u[0] = 9
    return t, u


def view_T():
    t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    u = Tensor(t.T)
    u[0, 1] = 9
    return t, u


def view_chain():
    t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    u = Tensor(t)
    v = u.reshape(3, 2)
    v[0, 0] = 9
    w = Tensor(v)
    w[2, 1] = 8
    return t, u, v, w


def view_of_u():
    t = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
    u = Tensor(t)
    v = u[0]
    t[0, 1] = 9
    return v


def two_ctors():
    t = Tensor(np.arange(3, dtype=np.float32))
    u = Tensor(t)
    w = Tensor(t)
    u[0] = 9
    return w


def del_base():
    t = Tensor(np.arange(3, dtype=np.float32))
    u = Tensor(t)
    del t
    u[0] = 9
    return u


case("Tensor(t[1]) write", view_in)
case("Tensor(t.T) write", view_T)
case("Tensor chain views", view_chain)
case("view of Tensor(t) sees t", view_of_u)
case("two Tensor(t) see each other", two_ctors)
case("Tensor(t) after del t", del_base)

# gradients through the constructors (PyNative tape; Graph mode: the same function compiled by ms.jit / a Cell)
x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
GF = {
    "Tensor(x)*x": lambda v: (Tensor(v) * v).sum(),
    "Tensor(x)*2": lambda v: (Tensor(v) * 2).sum(),
    "Tensor(x,f32)*2": lambda v: (Tensor(v, ms.float32) * 2).sum(),
    "Tensor(x,f64)*2": lambda v: (Tensor(v, ms.float64) * 2).sum(),
    "Tensor(x,f16)*2": lambda v: (Tensor(v, ms.float16) * 2).sum(),
    "Tensor(x,i32)*2": lambda v: (Tensor(v, ms.int32) * 2).sum(),
    "ms.tensor(x)*2": lambda v: (ms.tensor(v) * 2).sum(),
    "Tensor(x*x)": lambda v: Tensor(v * v).sum(),
    "Tensor(Tensor(x))**2": lambda v: (Tensor(Tensor(v)) ** 2).sum(),
    "Tensor(x[1:])*3": lambda v: (Tensor(v[1:]) * 3).sum(),
    "Tensor(x.asnumpy())": lambda v: (Tensor(v.asnumpy()) * 2).sum(),
}


def f_write(v):
    y = v * 1
    u = Tensor(y)
    u[0] = 5
    return (y * v).sum()


def f_write_base(v):
    y = v * 1
    u = Tensor(y)
    y[1] = 7
    return (u * v).sum()


GF["write through Tensor(y) fwd-only"] = f_write
GF["base write seen by Tensor(y) fwd-only"] = f_write_base

for nm, f in GF.items():
    case(f"fwd {nm}", lambda f=f: f(x))
    if "fwd-only" not in nm:
        case(f"grad {nm}", lambda f=f: ms.grad(f)(x))
        case(f"value_and_grad {nm}", lambda f=f: ms.value_and_grad(f)(x))


class C1(nn.Cell):
    def construct(self, v):
        return (Tensor(v) * v).sum()


class C2(nn.Cell):
    def construct(self, v):
        return (Tensor(v, ms.float64) * 2).sum()


class C3(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="w")

    def construct(self, v):
        return (Tensor(self.w) * v).sum()


for nm, C in (("C1 Tensor(v)*v", C1), ("C2 Tensor(v,f64)*2", C2), ("C3 Tensor(w)*v", C3)):
    case(f"cell {nm}", lambda C=C: C()(x))
    case(f"cell grad {nm}", lambda C=C: ms.grad(C())(x))
    case(f"cell GradOperation weights {nm}", lambda C=C: ops.GradOperation(get_by_list=True)(C(), C().trainable_params())(x) if C is C3 else ops.GradOperation()(C())(x))

jf = ms.jit(lambda v: (Tensor(v) * v).sum()) if False else None


@ms.jit
def jf1(v):
    return (Tensor(v) * v).sum()


@ms.jit
def jf2(v):
    return (Tensor(v, ms.float64) * 2).sum()


case("jit Tensor(v)*v", lambda: jf1(x))
case("jit grad Tensor(v)*v", lambda: ms.grad(jf1)(x))
case("jit Tensor(v,f64)*2", lambda: jf2(x))
case("jit grad Tensor(v,f64)*2", lambda: ms.grad(jf2)(x))
