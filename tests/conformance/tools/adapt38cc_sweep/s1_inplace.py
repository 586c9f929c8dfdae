"""In-place Tensor methods (add_ sub_ mul_ div_ copy_ fill_ zero_ clamp_ ...) in PyNative and graph code:
returned value, dtype, whether the argument changes, views, Parameters, gradients."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, Parameter, nn, ops
from _h import case, MODE

F32 = np.array([1.5, -2.0, 3.25], np.float32)
DT = {"f32": np.float32, "f16": np.float16, "f64": np.float64, "i32": np.int32, "i64": np.int64, "i8": np.int8,
      "u8": np.uint8, "b": np.bool_}


def mk(dt, vals=(1, 2, 3)):
    return Tensor(np.array(vals).astype(DT[dt]))


def _methods_add_t(x, y):
    return x.add_(y)


def _methods_add_s(x, y):
    return x.add_(2)


def _methods_add_f(x, y):
    return x.add_(2.5)


def _methods_add_alpha(x, y):
    return x.add_(y, alpha=2)


def _methods_sub_t(x, y):
    return x.sub_(y)


def _methods_sub_alpha(x, y):
    return x.sub_(y, alpha=2)


def _methods_mul_t(x, y):
    return x.mul_(y)


def _methods_mul_f(x, y):
    return x.mul_(1.5)


def _methods_div_t(x, y):
    return x.div_(y)


def _methods_div_s(x, y):
    return x.div_(2)


def _methods_div_floor(x, y):
    return x.div_(y, rounding_mode="floor")


def _methods_div_trunc(x, y):
    return x.div_(y, rounding_mode="trunc")


def _methods_copy_(x, y):
    return x.copy_(y)


def _methods_fill_s(x, y):
    return x.fill_(7)


def _methods_fill_f(x, y):
    return x.fill_(2.5)


def _methods_fill_t(x, y):
    return x.fill_(Tensor(4.0))


def _methods_zero_(x, y):
    return x.zero_()


def _methods_clamp_(x, y):
    return x.clamp_(1, 2)


def _methods_clamp_min(x, y):
    return x.clamp_(min=2)


def _methods_floor_(x, y):
    return x.floor_()


def _methods_exp_(x, y):
    return x.exp_()


def _methods_remainder_t(x, y):
    return x.remainder_(y)


def _methods_remainder_s(x, y):
    return x.remainder_(2)


def _methods_floor_divide_(x, y):
    return x.floor_divide_(y)


def _methods_sign_(x, y):
    return x.sign_()


def _methods_masked_fill_(x, y):
    return x.masked_fill_(x > 1, 0)


def _methods_index_fill_(x, y):
    return x.index_fill_(0, Tensor([0, 2]), -1)


def _methods_index_add_(x, y):
    return x.index_add_(0, Tensor([0, 2]), y[:2])


def _methods_scatter_(x, y):
    return x.scatter_(0, Tensor([2, 0]), y[:2])


def _methods_log_(x, y):
    return x.log_()


def _methods_tanh_(x, y):
    return x.tanh_()


def _methods_sigmoid_(x, y):
    return x.sigmoid_()


METHODS = {
    "add_t": _methods_add_t,
    "add_s": _methods_add_s,
    "add_f": _methods_add_f,
    "add_alpha": _methods_add_alpha,
    "sub_t": _methods_sub_t,
    "sub_alpha": _methods_sub_alpha,
    "mul_t": _methods_mul_t,
    "mul_f": _methods_mul_f,
    "div_t": _methods_div_t,
    "div_s": _methods_div_s,
    "div_floor": _methods_div_floor,
    "div_trunc": _methods_div_trunc,
    "copy_": _methods_copy_,
    "fill_s": _methods_fill_s,
    "fill_f": _methods_fill_f,
    "fill_t": _methods_fill_t,
    "zero_": _methods_zero_,
    "clamp_": _methods_clamp_,
    "clamp_min": _methods_clamp_min,
    "floor_": _methods_floor_,
    "exp_": _methods_exp_,
    "remainder_t": _methods_remainder_t,
    "remainder_s": _methods_remainder_s,
    "floor_divide_": _methods_floor_divide_,
    "sign_": _methods_sign_,
    "masked_fill_": _methods_masked_fill_,
    "index_fill_": _methods_index_fill_,
    "index_add_": _methods_index_add_,
    "scatter_": _methods_scatter_,
    "log_": _methods_log_,
    "tanh_": _methods_tanh_,
    "sigmoid_": _methods_sigmoid_,
}

# 1. PyNative / jit function / Cell: value, dtype, returns self?, caller's tensor changed?
for dt in ["f32", "f16", "i32", "i64", "b"]:
    for mname, m in METHODS.items():
        def run_py(m=m, dt=dt):
            x = mk(dt, (1, 2, 3)); y = mk(dt, (3, 1, 2))
            r = m(x, y)
            return (r, x, r is x)
        case(f"py.{mname}.{dt}", run_py)

        def run_jit(m=m, dt=dt):
            @ms.jit
            def f(x, y):
                r = m(x, y)
                return r, x
            x = mk(dt, (1, 2, 3)); y = mk(dt, (3, 1, 2))
            r = f(x, y)
            return (r, x)
        case(f"jit.{mname}.{dt}", run_jit)

        def run_local(m=m, dt=dt):
            @ms.jit
            def f(x, y):
                z = x * 1
                r = m(z, y)
                return r + 0, z
            x = mk(dt, (1, 2, 3)); y = mk(dt, (3, 1, 2))
            return f(x, y)
        case(f"jitlocal.{mname}.{dt}", run_local)

# 2. mixed dtypes: self dtype kept?
for a, b in [("f32", "f16"), ("f16", "f32"), ("i32", "f32"), ("f32", "i64"), ("i32", "i64"), ("b", "i32"),
             ("i32", "b"), ("f32", "f64"), ("u8", "i8")]:
    for mname in ["add_t", "sub_t", "mul_t", "div_t", "copy_", "remainder_t", "floor_divide_"]:
        m = METHODS[mname]

        def run_py(m=m, a=a, b=b):
            x = mk(a, (1, 2, 3)); y = mk(b, (3, 1, 2))
            r = m(x, y)
            return (r, x)
        case(f"mix.py.{mname}.{a}.{b}", run_py)

        def run_jit(m=m, a=a, b=b):
            @ms.jit
            def f(x, y):
                return m(x, y), x
            return f(mk(a, (1, 2, 3)), mk(b, (3, 1, 2)))
        case(f"mix.jit.{mname}.{a}.{b}", run_jit)

# 3. broadcasting other, shapes
for mname in ["add_t", "mul_t", "copy_", "sub_t"]:
    m = METHODS[mname]
    for sx, sy in [((3,), (1,)), ((3,), ()), ((1,), (3,)), ((), (3,)), ((2, 3), (3,)), ((3,), (2, 3)), ((0,), (1,)),
                   ((2, 0), (0,))]:
        def run(m=m, sx=sx, sy=sy, jit=False):
            x = Tensor(np.ones(sx, np.float32)); y = Tensor(np.full(sy, 2.0, np.float32))
            if jit:
                @ms.jit
                def f(x, y):
                    return m(x, y), x
                return f(x, y)
            r = m(x, y)
            return r, x
        case(f"bc.py.{mname}.{sx}.{sy}", run)
        case(f"bc.jit.{mname}.{sx}.{sy}", lambda run=run: run(jit=True))

# 4. views: x[0].add_, x[1:].mul_, transpose then add_, reshape/view then add_
def _views_idx0(x):
    return x[0]


def _views_slice(x):
    return x[1:]


def _views_col(x):
    return x[:, 1]


def _views_T(x):
    return x.T


def _views_reshape(x):
    return x.reshape(6)


def _views_view(x):
    return x.view(3, 2)


def _views_squeeze(x):
    return x[None].squeeze(0)


def _views_narrow(x):
    return x.narrow(1, 0, 2)


def _views_chunk(x):
    return x.chunk(2, 1)[0]


VIEWS = {
    "idx0": _views_idx0,
    "slice": _views_slice,
    "col": _views_col,
    "T": _views_T,
    "reshape": _views_reshape,
    "view": _views_view,
    "squeeze": _views_squeeze,
    "narrow": _views_narrow,
    "chunk": _views_chunk,
}
for vname, v in VIEWS.items():
    for mname in ["add_s", "fill_s", "zero_", "mul_f"]:
        m = METHODS[mname]

        def run_py(v=v, m=m):
            x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
            r = m(v(x), None)
            return r, x
        case(f"view.py.{vname}.{mname}", run_py)

        def run_jit(v=v, m=m):
            @ms.jit
            def f(x):
                r = m(v(x), None)
                return r, x
            x = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
            out = f(x)
            return out, x
        case(f"view.jit.{vname}.{mname}", run_jit)

        def run_jitlocal(v=v, m=m):
            @ms.jit
            def f(x):
                z = x + 0
                m(v(z), None)
                return z * 1
            return f(Tensor(np.arange(6, dtype=np.float32).reshape(2, 3)))
        case(f"view.jitlocal.{vname}.{mname}", run_jitlocal)

# 5. Parameters in Cells
class PNet(nn.Cell):
    def __init__(self, m):
        super().__init__()
        self.p = Parameter(Tensor(np.array([1.0, 2.0, 3.0], np.float32)), name="p")
        self.m = m

    def construct(self, y):
        r = self.m(self.p, y)
        return r * 1, self.p * 1


for mname in ["add_t", "sub_alpha", "mul_t", "div_t", "copy_", "fill_s", "zero_", "clamp_", "masked_fill_",
              "index_fill_", "index_add_", "exp_"]:
    def run(mname=mname):
        net = PNet(METHODS[mname])
        y = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
        a = net(y)
        b = net(y)
        return a, b, net.p
    case(f"param.{mname}", run)

    def run_g(mname=mname):
        net = PNet(METHODS[mname])
        y = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
        g = ms.grad(net, grad_position=0, weights=net.trainable_params())(y)
        return g, net.p
    case(f"paramgrad.{mname}", run_g)

# 6. gradients through in-place methods on locals
for mname in ["add_t", "add_alpha", "sub_t", "sub_alpha", "mul_t", "mul_f", "div_t", "div_s", "copy_", "fill_s",
              "fill_t", "zero_", "clamp_", "exp_", "masked_fill_", "index_fill_", "index_add_", "scatter_", "tanh_",
              "sigmoid_", "log_", "floor_", "remainder_t", "sign_", "div_floor"]:
    m = METHODS[mname]

    def fwd(x, y, m=m):
        z = x * 1
        m(z, y)
        return (z * z).sum()

    for how in ["py", "jit"]:
        def run(fwd=fwd, how=how):
            f = ms.jit(fwd) if how == "jit" else fwd
            x = Tensor(np.array([1.5, 2.0, 3.0], np.float32)); y = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
            return ms.grad(f, grad_position=(0, 1))(x, y)
        case(f"grad.{how}.{mname}", run)

    # direct on the argument
    def fwd2(x, y, m=m):
        r = m(x, y)
        return (r * 2).sum()

    for how in ["py", "jit"]:
        def run(fwd2=fwd2, how=how):
            f = ms.jit(fwd2) if how == "jit" else fwd2
            x = Tensor(np.array([1.5, 2.0, 3.0], np.float32)); y = Tensor(np.array([3.0, 1.0, 2.0], np.float32))
            return ms.grad(f, grad_position=(0, 1))(x, y)
        case(f"gradarg.{how}.{mname}", run)

# 7. errors
def _errs_add_str(x):
    return x.add_("a")


def _errs_add_none(x):
    return x.add_(None)


def _errs_fill_tensor2(x):
    return x.fill_(Tensor([1.0, 2.0]))


def _errs_copy_shape(x):
    return x.copy_(Tensor(np.ones((2, 3), np.float32)))


def _errs_div_badmode(x):
    return x.div_(2, rounding_mode="round")


def _errs_clamp_none(x):
    return x.clamp_()


def _errs_index_fill_dim(x):
    return x.index_fill_(3, Tensor([0]), 1)


def _errs_masked_fill_int(x):
    return x.masked_fill_(Tensor([1, 0, 1]), 0)


def _errs_add_alpha_f_int(x):
    return x.add_(Tensor([1, 2, 3]), alpha=1.5)


ERRS = {
    "add_str": _errs_add_str,
    "add_none": _errs_add_none,
    "fill_tensor2": _errs_fill_tensor2,
    "copy_shape": _errs_copy_shape,
    "div_badmode": _errs_div_badmode,
    "clamp_none": _errs_clamp_none,
    "index_fill_dim": _errs_index_fill_dim,
    "masked_fill_int": _errs_masked_fill_int,
    "add_alpha_f_int": _errs_add_alpha_f_int,
}
for ename, e in ERRS.items():
    def run_py(e=e):
        x = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
        return e(x)
    case(f"err.py.{ename}", run_py)

    def run_jit(e=e):
        @ms.jit
        def f(x):
            return e(x)
        return f(Tensor(np.array([1.0, 2.0, 3.0], np.float32)))
    case(f"err.jit.{ename}", run_jit)
