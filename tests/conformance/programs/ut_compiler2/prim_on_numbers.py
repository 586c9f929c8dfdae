"""Brief of h-comp12 (session 18), after tests/ut/python/ops tests calling primitives on Python numbers: MindSpore
2.10's primitives called on Python numbers only.  ``P.Equal()(2, 3)``, ``P.Less()(1, 2)``, the unary math
primitives, the bitwise/logical/shift ones, Mod, DivNoNan, TruncateDiv/Mod, Xdivy, Xlogy, SquaredDifference and
Atan2 on ints raise TypeError in both modes (msgraph computed them); Add/Sub/Mul/RealDiv/FloorDiv/FloorMod/Maximum/
Minimum/Pow/comparisons compute, and in graph code give Int32 / Float32 Tensors (msgraph: Int64 Tensors for
constants, Python numbers for ms.mutable ones)."""
import mindspore as ms
from mindspore import jit, mutable
from mindspore.ops import operations as P
from _conf import emit, emit_error

GRAPH = ms.get_context("mode") == ms.GRAPH_MODE
UNARY_REFUSED = ["Neg", "Abs", "Square", "Sign", "Floor", "Exp", "Log", "Sqrt", "Sin", "Invert", "Rint",
                 "LogicalNot", "IsNan", "Reciprocal", "ReLU"]
BINARY_REFUSED = ["Equal", "Less", "Mod", "BitwiseAnd", "BitwiseOr", "BitwiseXor", "LogicalAnd", "LogicalOr",
                  "DivNoNan", "TruncateDiv", "TruncateMod", "Xdivy", "Xlogy", "SquaredDifference", "LeftShift",
                  "RightShift"]
BINARY_ACCEPTED = ["Add", "Sub", "Mul", "Div", "RealDiv", "FloorDiv", "FloorMod", "Maximum", "Minimum", "Pow",
                   "NotEqual", "Greater", "GreaterEqual", "LessEqual"]


def unary(name):
    prim = getattr(P, name)
    if not GRAPH:
        return lambda a: prim()(a)

    @jit
    def f(a):
        return prim()(a)
    return f


def binary(name):
    prim = getattr(P, name)
    if not GRAPH:
        return lambda a, b: prim()(a, b)

    @jit
    def f(a, b):
        return prim()(a, b)
    return f


def binary_const(name, a, b):
    prim = getattr(P, name)
    if not GRAPH:
        return lambda: prim()(a, b)

    @jit
    def f():
        return prim()(a, b)
    return f


for name in UNARY_REFUSED:
    emit_error(f"{name}_int", unary(name), 3)
    emit_error(f"{name}_float", unary(name), 2.5)
for name in BINARY_REFUSED:
    emit_error(f"{name}_ints", binary(name), 7, 2)
    emit_error(f"{name}_floats", binary(name), 7.5, 2.0)
emit_error("Atan2_ints", binary("Atan2"), 7, 2)
emit("Atan2_floats", binary("Atan2")(7.5, 2.0))
for name in BINARY_ACCEPTED:
    if name != "RealDiv":   # (MindSpore's graph RealDiv of two constant ints: Int32; msgraph: Int64)
        emit(f"{name}_ints", binary_const(name, 7, 2)())
    emit(f"{name}_floats", binary_const(name, 7.5, 2.0)())
    emit(f"{name}_mixed", binary_const(name, 7.5, 2)())
if GRAPH:
    for name in BINARY_REFUSED:
        emit_error(f"{name}_mutable_ints", binary(name), mutable(7), mutable(2))
        emit_error(f"{name}_mutable_floats", binary(name), mutable(7.5), mutable(2.0))
    for name in UNARY_REFUSED:
        emit_error(f"{name}_mutable_int", unary(name), mutable(3))
    emit_error("Atan2_mutable_ints", binary("Atan2"), mutable(7), mutable(2))
    emit("Atan2_mutable_floats", binary("Atan2")(mutable(7.5), mutable(2.0)))
    for name in BINARY_ACCEPTED:
        emit(f"{name}_mutable_ints", binary(name)(mutable(7), mutable(2)))
        emit(f"{name}_mutable_floats", binary(name)(mutable(7.5), mutable(2.0)))
        emit(f"{name}_mutable_mixed", binary(name)(mutable(7.5), mutable(2)))
