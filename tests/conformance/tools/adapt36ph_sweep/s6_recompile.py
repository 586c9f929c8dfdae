"""ms.jit recompilation: Python values, attributes, globals, mutable, tuples of scalars, None / default changes."""
import numpy as np
import mindspore as ms
from mindspore import nn, ops, Tensor, Parameter, mutable
from _h import case

x = Tensor([1.0, 2.0, 3.0], ms.float32)
G = 2

@ms.jit
def f_glob(a):
    return a * G

def t_glob():
    global G
    r1 = f_glob(x); G = 5; r2 = f_glob(x); G = 2
    return r1, r2
case("global_change", t_glob)

class A(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 2
        self.flag = True
    @ms.jit
    def construct(self, a):
        if self.flag:
            return a * self.k
        return a - self.k

def t_attr():
    n = A(); r1 = n(x); n.k = 3; r2 = n(x); n.flag = False; r3 = n(x)
    return r1, r2, r3
case("attr_change", t_attr)

@ms.jit
def f_tup(a, t):
    return a * t[0] + t[1]

case("tuple_scalars", lambda: (f_tup(x, (2, 3)), f_tup(x, (2.5, -1)), f_tup(x, (True, 0))))
case("mutable_tuple", lambda: (f_tup(x, mutable((2, 3))), f_tup(x, mutable((4, 5)))))
case("mutable_scalar", lambda: (f_tup(x, (mutable(2), 3)), f_tup(x, (mutable(7), 3))))

@ms.jit
def f_scal(a, s):
    return a + s, s * 2, s / 2

case("scalar_int_float", lambda: (f_scal(x, 3), f_scal(x, 3.5), f_scal(x, True)))
case("scalar_mutable_int", lambda: f_scal(x, mutable(3)))
case("scalar_tensor0d", lambda: f_scal(x, Tensor(3)))

@ms.jit
def f_none(a, b=None):
    if b is None:
        return a
    return a + b

case("none_then_tensor", lambda: (f_none(x), f_none(x, x), f_none(x, None), f_none(x, 1)))

@ms.jit
def f_shape_py(a):
    n = a.shape[0]
    return ops.ones((n, 2), ms.float32) * n

case("shape_py", lambda: (f_shape_py(x), f_shape_py(Tensor(np.ones((5, 1), np.float32)))))

@ms.jit
def f_dtype_branch(a):
    if a.dtype == ms.float32:
        return a * 2
    return a + 100

case("dtype_branch", lambda: (f_dtype_branch(x), f_dtype_branch(Tensor([1, 2], ms.int32)), f_dtype_branch(Tensor([1.5], ms.float16))))

@ms.jit
def f_str(a, mode):
    if mode == "double":
        return a * 2
    return a

case("str_arg", lambda: (f_str(x, "double"), f_str(x, "single")))

@ms.jit
def f_list_len(a, lst):
    r = a
    for v in lst:
        r = r + v
    return r, len(lst)

case("list_len", lambda: (f_list_len(x, [1, 2]), f_list_len(x, [1, 2, 3]), f_list_len(x, [])))

class B(nn.Cell):
    def __init__(self):
        super().__init__()
        self.w = Parameter(Tensor([1.0, 1.0, 1.0]), name="w")
    @ms.jit
    def construct(self, a):
        return a * self.w

def t_setdata():
    n = B(); r1 = n(x); n.w.set_data(Tensor([2.0, 2.0, 2.0])); r2 = n(x)
    return r1, r2
case("param_set_data", t_setdata)

def t_setdata_dtype():
    n = B(); r1 = n(x); n.w.set_data(Tensor([2, 2, 2], ms.int32)); r2 = n(x)
    return r1, r2, n.w
case("param_set_data_dtype", t_setdata_dtype)

def t_param_assign():
    n = B(); r1 = n(x); ops.assign(n.w, Tensor([3.0, 3.0, 3.0])); r2 = n(x)
    return r1, r2
case("param_assign_between", t_param_assign)
