import inspect
import mindspore as ms
from mindspore import mint, nn
for mod, mn in ((mint.nn, "mint.nn"), (nn, "nn")):
    for n in sorted(dir(mod)):
        c = getattr(mod, n)
        if not (inspect.isclass(c) and issubclass(c, nn.Cell)) or n.startswith("_"):
            continue
        out = None
        for args in ((), (2,), (2, 4), (2, 4, 3), (4, 2, 2, 2)):
            try:
                out = repr(c(*args)).replace("\n", "\\n")
                break
            except Exception as e:
                continue
        if out is not None:
            import re
            print(mn, n, re.sub(r" at 0x[0-9a-f]+", "", out)[:400])
