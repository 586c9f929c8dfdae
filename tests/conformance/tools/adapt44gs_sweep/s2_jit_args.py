"""@ms.jit / Cell call forms: keyword and default arguments of construct and of jit functions (None, Tensor, tuple
defaults, keyword-only, *args / **kwargs), Cell.set_inputs with dynamic dims and its checks, ms.jit(dynamic=1),
ms.jit options, jit methods, and gradients through all of them."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn, ops
from _h import case

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))
Y = Tensor(np.arange(6, dtype=np.float32).reshape(2, 3))
I = Tensor(np.array([1, 2, 3], np.int32))


class Def(nn.Cell):
    def construct(self, x, y=None, scale=2, bias=(1.0, 2.0)):
        out = x * scale
        if y is not None:
            out = out + y
        return out + bias[0] - bias[1]


class DefT(nn.Cell):
    def construct(self, x, y=Tensor(np.array([10.0], np.float32))):
        return x + y


class KwOnly(nn.Cell):
    def construct(self, x, *, k=3, flag=False):
        if flag:
            return x * k
        return x - k


class VarA(nn.Cell):
    def construct(self, x, *args):
        out = x
        for a in args:
            out = out * a
        return out, len(args)


class VarKw(nn.Cell):
    def construct(self, x, **kw):
        if "m" in kw:
            x = x * kw["m"]
        if "a" in kw:
            x = x + kw["a"]
        return x


class Dyn(nn.Cell):
    def construct(self, x, y):
        return x.sum(axis=-1) + y.shape[0], x.shape


@ms.jit
def jdef(x, n=2, *, mode="add"):
    if mode == "add":
        return x + n
    return x * n


@ms.jit
def jnone(x, y=None):
    if y is None:
        return x
    return x + y


@ms.jit
def jkw(**kw):
    return kw["a"] + kw["b"]


@ms.jit(dynamic=1)
def jdyn(x):
    return x * 2, x.shape


class JM(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = ms.Parameter(Tensor(np.array([2.0, 3.0, 4.0], np.float32)), name="w")

    @ms.jit
    def run(self, x, k=1.0):
        return x * self.w + k

    def construct(self, x, k=1.0):
        return self.run(x, k=k)


def G(fn):
    return fn


case("def_pos_only", lambda: Def()(X))
case("def_y_kw", lambda: Def()(X, y=X))
case("def_scale_kw", lambda: Def()(X, scale=0.5))
case("def_scale_tensor_kw", lambda: Def()(X, scale=Tensor(3.0)))
case("def_bias_kw", lambda: Def()(X, bias=(0.0, 5.0)))
case("def_all_kw", lambda: Def()(x=X, y=X, scale=1, bias=[1.0, 1.0]))
case("def_pos_all", lambda: Def()(X, None, 3, (0.5, 0.5)))
case("def_kw_out_of_order", lambda: Def()(X, bias=(2.0, 1.0), y=Y))
case("def_bad_kw", lambda: Def()(X, z=1))
case("def_too_many", lambda: Def()(X, X, 1, (1.0, 2.0), 5))
case("def_missing", lambda: Def()())
case("def_dup_kw", lambda: Def()(X, X, y=X))
case("defT_default", lambda: DefT()(X))
case("defT_given", lambda: DefT()(X, X))
case("kwonly_default", lambda: KwOnly()(X))
case("kwonly_kw", lambda: KwOnly()(X, k=2, flag=True))
case("kwonly_positional", lambda: KwOnly()(X, 2))
case("vara_none", lambda: VarA()(X))
case("vara_scalars", lambda: VarA()(X, 2, 3.0))
case("vara_tensors", lambda: VarA()(X, X, Tensor(2.0)))
case("varkw_none", lambda: VarKw()(X))
case("varkw_m", lambda: VarKw()(X, m=2))
case("varkw_m_a", lambda: VarKw()(X, a=X, m=Tensor(3.0)))
case("varkw_unused", lambda: VarKw()(X, zz=1))
case("jdef_default", lambda: jdef(X))
case("jdef_n_kw", lambda: jdef(X, n=5))
case("jdef_mode", lambda: jdef(X, 3, mode="mul"))
case("jdef_mode_tensor_n", lambda: jdef(X, Tensor(2.0), mode="mul"))
case("jdef_missing", lambda: jdef())
case("jdef_bad_kw", lambda: jdef(X, m=1))
case("jdef_mode_positional", lambda: jdef(X, 3, "mul"))
case("jnone_none", lambda: jnone(X))
case("jnone_given", lambda: jnone(X, X))
case("jnone_kw_none", lambda: jnone(X, y=None))
case("jkw", lambda: jkw(a=X, b=2))
case("jkw_tensors", lambda: jkw(b=X, a=I))
case("jdyn_1", lambda: jdyn(X))
case("jdyn_2", lambda: jdyn(Y))
case("jdyn_int", lambda: jdyn(I))
case("jm_default", lambda: JM()(X))
case("jm_kw", lambda: JM()(X, k=2.0))
case("jm_direct", lambda: JM().run(X, 0.5))
case("jm_grad", lambda: ms.grad(JM(), grad_position=0)(X))


def set_inputs_case(args, call):
    def f():
        n = Dyn()
        n.set_inputs(*args)
        return [n(*c) for c in call]
    return f


T = Tensor
case("setin_none_dim", set_inputs_case((T(shape=[None, 3], dtype=ms.float32), T(shape=[None], dtype=ms.float32)),
                                       [(Y, X), (Tensor(np.ones((4, 3), np.float32)), X[:2])]))
case("setin_dyn_rank", set_inputs_case((T(shape=None, dtype=ms.float32), T(shape=[None], dtype=ms.float32)),
                                       [(X, X), (Y, X)]))
case("setin_rank_mismatch", set_inputs_case((T(shape=[None, 3], dtype=ms.float32), T(shape=[None], dtype=ms.float32)),
                                            [(X, X)]))
case("setin_dim_mismatch", set_inputs_case((T(shape=[None, 3], dtype=ms.float32), T(shape=[None], dtype=ms.float32)),
                                           [(Tensor(np.ones((2, 4), np.float32)), X)]))
case("setin_dtype_mismatch", set_inputs_case((T(shape=[None, 3], dtype=ms.float32), T(shape=[None], dtype=ms.float32)),
                                             [(Y.astype(ms.float16), X)]))
case("setin_int_dtype", set_inputs_case((T(shape=[None, 3], dtype=ms.int32), T(shape=[None], dtype=ms.int32)),
                                        [(Y.astype(ms.int32), I)]))
case("setin_too_few", set_inputs_case((T(shape=[None, 3], dtype=ms.float32),), [(Y, X)]))
case("setin_static_same", set_inputs_case((T(shape=[2, 3], dtype=ms.float32), T(shape=[3], dtype=ms.float32)),
                                          [(Y, X)]))
case("setin_grad", lambda: (lambda n: (n.set_inputs(T(shape=[None, 3], dtype=ms.float32), T(shape=[None], dtype=ms.float32)),
                                          ops.GradOperation(get_all=True)(n)(Y, X))[1])(Dyn()))


def f_kwonly(x):
    return KwOnly()(x, k=4, flag=True).sum()


def f_varkw(x, m):
    return VarKw()(x, m=m).sum()


def f_jdef(x):
    return jdef(x, n=3, mode="mul").sum()


def f_vara(x, a):
    return VarA()(x, a, 2)[0].sum()


def f_def_kw(x, y):
    return Def()(x, y=y, scale=3, bias=(1.0, 0.0)).sum()


def f_defT(x):
    return DefT()(x).sum()


X2 = Tensor(np.array([4.0, 5.0, 6.0], np.float32))
case("grad_def_kw", lambda: ops.GradOperation(get_all=True)(Def())(X, X2))
case("grad_def_kw_same_obj", lambda: ops.GradOperation(get_all=True)(Def())(X, X))
case("grad_def_kwcall", lambda: ms.grad(Def(), grad_position=(0, 1))(X, X2, 3))
case("grad_def_kwcall_same_obj", lambda: ms.grad(Def(), grad_position=(0, 1))(X, X, 3))
case("grad_def_kw_in_fn", lambda: ms.grad(f_def_kw, grad_position=(0, 1))(X, X2))
case("grad_defT", lambda: ms.grad(f_defT)(X))
case("grad_kwonly", lambda: ms.grad(f_kwonly)(X))
case("grad_varkw", lambda: ms.grad(f_varkw, grad_position=(0, 1))(X, Tensor(2.0)))
case("grad_jdef_kw", lambda: ms.grad(f_jdef)(X))
case("vg_vara", lambda: ms.value_and_grad(f_vara, grad_position=(0, 1))(X, X2))
case("vg_vara_same_obj", lambda: ms.value_and_grad(f_vara, grad_position=(0, 1))(X, X))
case("gradop_sens_kw", lambda: ops.GradOperation(get_all=True, sens_param=True)(Def())(X, X2, Tensor(np.ones(3, np.float32) * 2)))
