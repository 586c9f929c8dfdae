"""jit_syntax_level STRICT: Python on constants still runs while compiling (numpy, math, itertools);
x.asnumpy() is an AttributeError (MindSpore 2.10; numpy on a Tensor variable is rejected too, with a
class that depends on how STRICT was set there -- ValueError or TypeError -- so it is not recorded).""" 
import itertools
import math

import numpy as np
import mindspore as ms
from mindspore import Tensor, jit
from _conf import emit, emit_error

STRICT = ms.JitConfig(jit_syntax_level="STRICT")


@jit(jit_config=STRICT)
def np_constant(x):
    return x + Tensor(np.array([1.5, 2.5], np.float32))


@jit(fullgraph=True)
def math_constant(x):
    return x * math.floor(2.5)


@jit(jit_config=STRICT)
def itertools_constant(x):
    return x + len(list(itertools.product([1, 2], [3, 4, 5])))


@jit(fullgraph=True)
def asnumpy_in_graph(x):
    return Tensor(x.asnumpy())


x = Tensor(np.array([1.0, 2.0], np.float32))
emit("numpy_on_constant", np_constant(x))
emit("math_on_constant", math_constant(x))
emit("itertools_on_constant", itertools_constant(x))
emit_error("asnumpy", asnumpy_in_graph, x)
