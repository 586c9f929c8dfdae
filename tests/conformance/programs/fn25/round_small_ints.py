"""ops.round in PyNative mode (fn25 sweep): MindSpore 2.10's CPU Round kernel has no bool, int8, uint8 or int16 form,
a RuntimeError when it is built (int32, int64 and the floats run).  Its Graph mode selects other kernels (a
TypeError for bool/int8/uint8, int16 runs): PyNative only here, see docs/differences.md (Session 25)."""
from mindspore import ops
from _fn25_util import mk, run

MODES = ("pynative",)

for dt in ("bool", "int8", "uint8", "int16", "int32", "int64", "float16", "float32"):
    for sn, sh in (("0d", ()), ("2d", (3, 4)), ("e", (0, 3))):
        run(f"round_{dt}_{sn}", ops.round, mk(dt, sh))
