"""Numpy calls on constants under jit_syntax_level STRICT (as tests/st/compiler/fallback's numpy tests write them:
``Tensor(np.sum(np.array([1.0, 2.0], np.float32)))``, ``a = np.array(...); np.sum(a)``): MindSpore 2.10 folds them
while compiling; numpy on a Tensor variable is its ValueError.  msgraph's compiler refused every numpy call whose
arguments were not literals (MSG303 ValueError) before looking at the values.  Also: a ``@jit`` function compiles at
LAX whatever the context's level (STRICT only with fullgraph=True; a jit_config's level is not used): returning a
dict gave msgraph's STRICT tuple, ``x.asnumpy()`` its MSG302."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, jit, nn
from _conf import emit, emit_error

MODES = ("graph",)
ms.set_context(jit_syntax_level=ms.STRICT)


class Nested(nn.Cell):
    def construct(self, x):
        return x + Tensor(np.sum(np.array([1.0, 2.0], np.float32)))


class BoundName(nn.Cell):
    def construct(self, x):
        a = np.array([1.0, 2.0, 4.0])
        b = np.cumsum(a) * 2
        return x + Tensor(b[1:].astype(np.float32))


class ShapeOfConstant(nn.Cell):
    def construct(self, x):
        c = np.ones((2, 3))
        return x * np.prod(c.shape)


class NumpyOnVariable(nn.Cell):
    def construct(self, x):
        return np.sum(x)


class DictOut(nn.Cell):
    def construct(self, x):
        return {"a": x}


@jit
def jit_dict(x):
    return {"a": x}


@jit
def jit_asnumpy(x):
    return x.asnumpy()


@jit(jit_config=ms.JitConfig(jit_syntax_level="STRICT"))
def jit_config_strict(x):
    return {"a": x}


@jit(fullgraph=True)
def jit_fullgraph(x):
    return {"a": x}


@jit(fullgraph=True)
def jit_fullgraph_asnumpy(x):
    return x.asnumpy()


X = Tensor(np.array([1.0, 2.0], np.float32))
emit("nested", Nested()(X))
emit("bound_name", BoundName()(X))
emit("shape_of_constant", ShapeOfConstant()(X))
emit_error("numpy_on_variable", lambda: NumpyOnVariable()(X))
emit("cell_dict_strict", DictOut()(X))
emit("jit_dict", jit_dict(X))
emit("jit_asnumpy", jit_asnumpy(X))
emit("jit_config_strict", jit_config_strict(X))
emit("jit_fullgraph", jit_fullgraph(X))
emit_error("jit_fullgraph_asnumpy", lambda: jit_fullgraph_asnumpy(X))
