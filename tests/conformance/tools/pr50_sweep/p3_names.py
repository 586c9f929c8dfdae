import mindspore as ms
from mindspore import mint, nn
import inspect
for mod, modname in ((mint.nn, "mint.nn"), (nn, "nn")):
    for n in sorted(dir(mod)):
        c = getattr(mod, n)
        if inspect.isclass(c) and issubclass(c, nn.Cell):
            own = [k.__name__ for k in c.__mro__ if "extend_repr" in k.__dict__ and k.__name__ != "Cell"]
            print(modname, n, c.__name__, bool(own))
