"""``hasattr(d, "has_key")`` of a dict in graph code (st compiler graph_syntax/dict test_dict_ops, adapted):
MindSpore 2.10's graph dicts keep Python 2's ``has_key`` method, and ``hasattr`` says so (True); msgraph ran
``d.has_key(k)`` but its ``hasattr`` answered Python's False, silently.  PyNative: Python's dict (False; has_key an
AttributeError)."""
import numpy as np
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit_error


class HasKey(nn.Cell):
    def construct(self, x):
        d = {"a": x, "b": 2}
        return hasattr(d, "has_key"), hasattr(d, "get"), hasattr(d, "nothing")


class UseIfThere(nn.Cell):
    def construct(self, x):
        d = {"a": x, "b": 2}
        if hasattr(d, "has_key"):
            return d.has_key("a"), d.has_key("z")
        return x


class Call(nn.Cell):
    def construct(self, x):
        d = {"a": x}
        return d.has_key("a")


x = Tensor(np.array([1.0, 2.0], np.float32))
emit_error("hasattr", lambda: HasKey()(x))
emit_error("use_if_there", lambda: UseIfThere()(x))
emit_error("call", lambda: Call()(x))
emit_error("number_arg", lambda: HasKey()(3))
