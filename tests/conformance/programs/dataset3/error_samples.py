"""ds.config.set_error_samples_mode (ut dataset test_map_error_samples): REPLACE puts cached good rows in place of
failed ones in MindSpore's order, SKIP drops them, an epoch of failures alone is an error."""
import numpy as np
import mindspore.dataset as ds
from mindspore.dataset.core.config import ErrorSamplesMode
from _conf import emit, emit_error

MODES = ("pynative",)


def run(fn, n, epochs=1):
    data = ds.GeneratorDataset([np.array(i) for i in range(n)], ["data"], shuffle=False).map(fn)
    it = data.create_tuple_iterator(num_epochs=epochs, output_numpy=True)
    return [[int(r[0]) for r in it] for _ in range(epochs)]


def bad_if(pred):
    def f(x):
        if pred(int(x)):
            raise ZeroDivisionError
        return x
    return f


original = ds.config.get_error_samples_mode()
try:
    ds.config.set_error_samples_mode(ErrorSamplesMode.REPLACE)
    emit("replace_first", run(bad_if(lambda x: x == 0), 20))
    emit("replace_first_10", run(bad_if(lambda x: x < 10), 30))
    emit("replace_odds", run(bad_if(lambda x: x % 2), 40))
    emit("replace_last", run(bad_if(lambda x: x > 22), 40))
    emit_error("replace_all_bad", lambda: run(bad_if(lambda x: True), 5))
    ds.config.set_error_samples_mode(ErrorSamplesMode.SKIP)
    emit("skip_odds", run(bad_if(lambda x: x % 2), 12))
    emit("skip_all", run(bad_if(lambda x: True), 4))
finally:
    ds.config.set_error_samples_mode(original)
