"""Graph mode passes the receiver only to a method whose first parameter is named ``self`` (MindSpore 2.10,
measured).  The tutorial page debug/error_analysis/mindir.md defines ``def func(x, y)`` in a Cell and calls
``self.func(a, b)`` in construct; MindSpore prints 2.0.  A first parameter of another name (``s``, a classmethod's
``cls``) gets no receiver either (MindSpore's TypeError: too few arguments), ``def func(*args)`` sees only the
arguments given.  The same holds for a jit_class's methods, a sub-Cell's, a method taken as a value
(``f = self.func``) and a method called from another method; a method under a functools.wraps decorator
is the method it wraps (``self`` bound).  PyNative runs Python (TypeError where the receiver
does not fit).  msgraph bound the receiver as Python does: ArgumentError for the tutorial's Cell, 3 for
``func(*args)``, and it ran the classmethod."""
import functools
import mindspore as ms
from mindspore import nn, ops
from _conf import emit, emit_error

x = ms.Tensor(3, ms.float32)
y = ms.Tensor(2, ms.float32)


class Tutorial(nn.Cell):
    def func(x, y):
        return ops.div(x, y)

    def construct(self, x, y):
        a = ops.sub(x, 1)
        b = ops.add(a, y)
        if b:
            b = ops.mul(b, self.func(a, b))
        return b


class OtherName(nn.Cell):
    def func(s, x, y):
        return ops.div(x, y)

    def construct(self, x, y):
        return self.func(x, y)


class ClassMethod(nn.Cell):
    @classmethod
    def func(cls, x, y):
        return x + y

    def construct(self, x, y):
        return self.func(x, y)


class StaticMethod(nn.Cell):
    @staticmethod
    def func(x, y):
        return x - y

    def construct(self, x, y):
        return self.func(x, y)


class Defaults(nn.Cell):
    def func(x, y=5):
        return x * y

    def construct(self, x, y):
        return self.func(x)


class Keywords(nn.Cell):
    def func(x, y):
        return x - y

    def construct(self, x, y):
        return self.func(y=x, x=y)


class StarArgs(nn.Cell):
    def func(*args):
        return len(args)

    def construct(self, x, y):
        return self.func(x, y)


class AsValue(nn.Cell):
    def func(x, y):
        return x * y

    def construct(self, x, y):
        f = self.func
        return f(x, y)


class FromMethod(nn.Cell):
    def helper(self, x):
        return self.func2(x)

    def func2(x):
        return x + 100

    def construct(self, x, y):
        return self.helper(x)


class Sub(nn.Cell):
    def helper(x):
        return x + 10

    def construct(self, x):
        return x


class SubCell(nn.Cell):
    def __init__(self):
        super().__init__()
        self.sub = Sub()

    def construct(self, x, y):
        return self.sub.helper(x)


@ms.jit_class
class Helper:
    def __init__(self):
        self.k = 2

    def func(x, y):
        return x * y


class JitClass(nn.Cell):
    def __init__(self):
        super().__init__()
        self.o = Helper()

    def construct(self, x, y):
        return self.o.func(x, y)


class SelfNamed(nn.Cell):
    def __init__(self):
        super().__init__()
        self.k = 7

    def func(self, x):
        return x + self.k

    def construct(self, x, y):
        return self.func(x)


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kw):
        return fn(*args, **kw)
    return wrapper


class Decorated(nn.Cell):
    @deco
    def func(self, x):
        return x * 2

    def construct(self, x, y):
        return self.func(x)


for cls in (Decorated, Tutorial, OtherName, ClassMethod, StaticMethod, Defaults, Keywords, StarArgs, AsValue, FromMethod,
            SubCell, JitClass, SelfNamed):
    emit_error(cls.__name__, cls(), x, y)
