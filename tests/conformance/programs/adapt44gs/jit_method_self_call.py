"""adapt44gs: calling the instance of a compiled jit method (MindSpore 2.10 CPU; st graph_syntax/test_function_as_arg
test_jit_function_input_a_callable_obj_2, reduced, with its neighbours).

MindSpore compiles a ``@jit`` method with its instance as a namespace object: the instance it is bound to, or a
first argument that has an attribute of the method's name (``MyClass.forward2(obj, x)``).  Graph code reads its
attributes and calls its methods (``self.__call__(x)`` too), but ``self(*args)`` is ValueError "The object is not
callable."; the same method called from another jit function, or given an object of another class, calls it.
msgraph called ``__call__`` in every case (silent)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit_error


class MyClass:
    def __init__(self):
        self.k = 3

    @jit
    def forward2(self, *args, **kw):
        return self(*args, **kw)

    @jit
    def plain(self, x):
        return self(x)

    @jit
    def by_dunder(self, x):
        return self.__call__(x)

    @jit
    def attr(self, x):
        return x * self.k + self.helper(x)

    def helper(self, x):
        return x + 1

    def __call__(self, *args, **kw):
        return args[0]


class Sub(MyClass):
    pass


class Other:
    def __call__(self, x):
        return x * 2


class C(nn.Cell):
    @jit
    def f(self, x):
        return self(x)

    def construct(self, x):
        return x * 2


X = Tensor(np.array([1, 2], np.int32))


@jit
def outer(*a):
    return MyClass.forward2(*a)


def forward1(*args, **kwargs):
    return MyClass.forward2(*args, **kwargs)


emit_error("unbound_self_call_varargs", lambda: forward1(MyClass(), X))
emit_error("bound_self_call", lambda: MyClass().plain(X))
emit_error("subclass_self_call", lambda: Sub().plain(X))
emit_error("cell_jit_method_self_call", lambda: C().f(X))
emit_error("by_dunder_call", lambda: MyClass().by_dunder(X))
emit_error("attributes_and_methods", lambda: MyClass().attr(X))
emit_error("other_object_first", lambda: forward1(Other(), X))
emit_error("from_outer_jit", lambda: outer(MyClass(), X))
