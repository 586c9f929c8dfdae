"""``ms.mutable`` values' classes (session 44's Left, adapt45left): MindSpore 2.10 names them ``_Int`` / ``_Float`` /
``_Bool`` / ``_Tuple`` / ``_List`` / ``_Dict``, and a mutable passed straight through a PyNative Cell comes back as
that same object (a Graph-mode Cell returns a plain int / list / tuple); msgraph's classes were MutableInt ..."""
import mindspore as ms
from mindspore import Tensor, nn
from _conf import emit


class Through(nn.Cell):
    def construct(self, a, b):
        return a, b


VALUES = (("int", lambda: ms.mutable(3)), ("float", lambda: ms.mutable(2.0)), ("bool", lambda: ms.mutable(True)),
          ("tuple", lambda: ms.mutable((1, 2))), ("list", lambda: ms.mutable([1, 2])),
          ("dict", lambda: ms.mutable({"a": Tensor(1)})))
for name, make in VALUES:
    v = make()
    emit(f"class_{name}", type(v).__name__)
    emit(f"isinstance_{name}", isinstance(v, (int, float, tuple, list, dict)))
for name, make in VALUES[:5]:
    v = make()
    r = Through()(v, Tensor(1.0))[0]
    emit(f"through_cell_{name}", (type(r).__name__, r == v))
