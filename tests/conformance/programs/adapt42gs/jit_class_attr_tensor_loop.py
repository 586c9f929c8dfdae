"""adapt42gs: a @jit_class object's attribute written in a ``while`` / ``if`` on a Tensor condition (MindSpore 2.10
CPU; adapted from st fallback's jit_class attribute tests (test_graph_fallback_jit_class / setattr) combined with
compiler/control's Tensor-condition loops).

MindSpore computes these and the object holds the last value after the call: ``a.total = x; while a.total.sum() <
20: a.total = a.total * a.scale`` returns [4, 8, 12] and leaves ``a.total`` so; an attribute set before the call is
read and written the same way; under a Tensor ``if`` / ``else`` the branch's value.  msgraph refused ("Cannot set
attribute 'total' of Acc under a Tensor condition")."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit_class
from _conf import emit

X = Tensor(np.array([1.0, 2.0, 3.0], np.float32))


@jit_class
class Acc:
    def __init__(self):
        self.total = 0
        self.scale = 2.0


a = Acc()


@ms.jit
def scale_until(x):
    a.total = x
    while a.total.sum() < 20:
        a.total = a.total * a.scale
    return a.total


b = Acc()
b.total = X


@ms.jit
def add_until(x):
    while b.total.sum() < 20:
        b.total = b.total + x
    return x


c = Acc()


@ms.jit
def branch(x):
    c.total = x
    if x.sum() > 3:
        c.total = x * 2
    else:
        c.total = x - 1
    return c.total


emit("scale_until", scale_until(X))
emit("scale_until_attr_after", a.total)
emit("add_until", add_until(X))
emit("add_until_attr_after", b.total)
emit("branch_taken", branch(X))
emit("branch_attr_after", c.total)
emit("branch_else", branch(X - 3))
emit("branch_else_attr_after", c.total)
