"""pr52: the names Python prints for MindSpore's public functions (``print(mint.add)`` ->
``<function add_ext at 0x...>``; st/ops test_ops_add's TEST_OP banner prints it).  Run under MindSpore and under
msgraph (``python -m msgraph.run``), each writing JSON ``{namespace.attr: [__name__, __qualname__]}``; compare with
``python fn_names.py --cmp MS.json MG.json``."""
import json
import sys
import types

if len(sys.argv) > 2 and sys.argv[1] == "--cmp":
    ms, mg = (json.load(open(p)) for p in sys.argv[2:4])
    both = sorted(set(ms) & set(mg))
    diff = [k for k in both if ms[k] != mg[k]]
    print(f"{len(both)} callables in both, {len(diff)} differ in __name__ / __qualname__")
    for k in diff:
        print(f"{k}: ms {ms[k]} mg {mg[k]}")
    sys.exit(0)

import mindspore as ms  # noqa: E402
from mindspore import mint, ops  # noqa: E402

spaces = {"ops": ops, "mint": mint, "mint.nn.functional": mint.nn.functional, "ops.functional": ops.functional,
          "mint.linalg": mint.linalg, "mint.special": mint.special, "ms": ms, "nn.functional": getattr(ms.nn, "functional", None)}
out = {}
for sname, space in spaces.items():
    if space is None:
        continue
    for a in dir(space):
        if a.startswith("_"):
            continue
        try:
            v = getattr(space, a)
        except Exception:
            continue
        if isinstance(v, (types.FunctionType, types.BuiltinFunctionType)):
            out[f"{sname}.{a}"] = [getattr(v, "__name__", None), getattr(v, "__qualname__", None)]
json.dump(out, open(sys.argv[1], "w"), indent=0, sort_keys=True)
print(len(out))
