"""P.DType() of a Python number (ut ops/test_array_ops_check DType0, adapt45utb): in graph code MindSpore 2.10
gives the number's type -- Float32 for a float, Int64 for an int, Bool for a bool -- and eagerly a TypeError;
msgraph refused it in graph code too (TypeError)."""
from mindspore import nn
from mindspore.ops import operations as P
from _conf import emit_error


class OfAttr(nn.Cell):
    def __init__(self, v):
        super().__init__()
        self.v = v

    def construct(self):
        return P.DType()(self.v)


class OfLiteral(nn.Cell):
    def construct(self):
        return P.DType()(2.5), P.DType()(7), P.DType()(False)


for name, v in (("float", 2.0), ("int", 3), ("bool", True), ("tuple", (1, 2))):
    emit_error(f"cell_attr_{name}", lambda: str(OfAttr(v)()))   # (the value, or what it raises)
    emit_error(f"eager_{name}", lambda: str(P.DType()(v)))
emit_error("cell_literals", lambda: [str(d) for d in OfLiteral()()])
