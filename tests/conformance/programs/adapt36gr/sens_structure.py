"""A sens wrapped in a tuple / list for a Tensor output (``GradOperation(sens_param=True)(f)(x, y, (s,))``).
PyNative MindSpore 2.10 unwraps one-element tuples / lists around a Tensor sens (``(s,)``, ``[s]``, ``((s,),)``, also
inside a tuple output's sens) and then checks it as a Tensor sens; an empty top-level sens is its RuntimeError "Get
empty value seq", a wrapped number or two sens for one Tensor its size RuntimeError.  Graph mode joins the sens with
the output's abstract: any tuple / list for a Tensor output is its TypeError "Type Join Failed: Abstract type
AbstractTuple cannot join with AbstractTensor.", a list for a tuple output likewise (before the length), the elements
joined before a missing one is read (a wrapped float16 / number: TypeError), an empty sens for a tuple output the
ValueError of TupleGetItem.  msgraph had unwrapped in Graph mode (computing, or a ShapeError / IndexError) and
refused in PyNative.  Found by adapting st compiler/gradient's sens_param tests (session 36, adapt36gr)."""
import numpy as np

import mindspore as ms
from mindspore import Tensor, ops
from _conf import emit_error

x = Tensor(np.array([1.0, 2.0], np.float32))
y = Tensor(np.array([3.0, 4.0], np.float32))
s = Tensor(np.array([1.0, 2.0], np.float32))


def one(u, v):
    return u * v


def scalar(u, v):
    return (u * v).sum()


def two(u, v):
    return u * v, u + v


go = ops.GradOperation(sens_param=True)
for name, sens in (("two", (s, s)), ("list1", [s]), ("tuple1", (s,)), ("nested", ((s,),)), ("empty", ()),
                   ("num1", (2.0,)), ("list2", [s, s]), ("f16_1", (s.astype(ms.float16),)),
                   ("shape3_1", (Tensor(np.ones(3, np.float32)),))):
    emit_error(name + "_one", lambda sens=sens: go(one)(x, y, sens))
    emit_error(name + "_scalar", lambda sens=sens: go(scalar)(x, y, sens))
    emit_error(name + "_two", lambda sens=sens: go(two)(x, y, sens))
    emit_error(name + "_two_inner", lambda sens=sens: go(two)(x, y, (sens, s)))
    emit_error(name + "_msgrad", lambda sens=sens: ms.grad(one, (0, 1), sens_param=True)(x, y, sens))
