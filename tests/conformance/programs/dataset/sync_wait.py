"""Dataset.sync_wait / sync_update: batches pass as the training loop releases them, the callback sees each
update's data; MindSpore 2.10's errors (ut/python/dataset test_sync_wait)."""
import numpy as np
import mindspore.dataset as ds
from _conf import emit, emit_error

MODES = ("pynative",)


def gen():
    for i in range(20):
        yield (np.array(i),)


seen = []
d = ds.GeneratorDataset(gen, ["x"]).sync_wait("policy", callback=lambda data: seen.append(data["loss"]))
d = d.map(lambda x: x * 2, input_columns=["x"]).batch(4)
firsts = []
for i, row in enumerate(d.create_dict_iterator(num_epochs=1, output_numpy=True)):
    firsts.append(int(row["x"][0]))
    d.sync_update("policy", data={"loss": i * 10})
emit("batches", firsts)
emit("callback_data", seen)

two = ds.GeneratorDataset(gen, ["x"]).sync_wait("a").sync_wait("b", num_batch=2).batch(3, drop_remainder=True)
count = 0
for _ in two.create_tuple_iterator(num_epochs=1, output_numpy=True):
    count += 1
    two.sync_update("a")
    if count % 2 == 0:
        two.sync_update("b")
emit("two_conditions", count)

base = ds.GeneratorDataset(gen, ["x"]).sync_wait("c")
emit_error("shuffle_after", lambda: base.shuffle(4))
emit_error("same_name", lambda: base.map(lambda x: x, input_columns=["x"]).sync_wait("c"))
emit_error("num_batch_zero", lambda: ds.GeneratorDataset(gen, ["x"]).sync_wait("c", num_batch=0))
emit_error("num_batch_str", lambda: ds.GeneratorDataset(gen, ["x"]).sync_wait("c", num_batch="1"))
emit_error("name_int", lambda: ds.GeneratorDataset(gen, ["x"]).sync_wait(3))


def bad_update():
    for _ in base.create_tuple_iterator(num_epochs=1):
        base.sync_update("c", num_batch=-1)


emit_error("update_negative", bad_update)


def unknown_name():
    for _ in base.create_tuple_iterator(num_epochs=1):
        base.disable_sync()
        base.sync_update("nope")


emit_error("update_unknown", unknown_name)
