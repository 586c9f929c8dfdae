"""MindDataset under PKSampler(class_column=...) groups rows by a MindRecord field of any type -- string, int32,
int64, float32, float64 (adapted from ut/python/dataset/test_minddataset_sampler.py
test_cv_minddataset_pksampler_with_diff_type): the size, the rows read and the label column's dtype (which rows
MindSpore's shard PK sampler yields is not followed: over 3 classes of 4 rows it gave 6 rows of class 0).
msgraph's MindDataset gave PKSampler no labels (RuntimeError)."""
import os
import tempfile

import numpy as np

import mindspore.dataset as ds
from mindspore.mindrecord import FileWriter
from _conf import emit, emit_error

MODES = ("pynative",)
DIR = tempfile.mkdtemp(prefix="adapt45utd_pk_")


def write(col_type):
    name = os.path.join(DIR, col_type + ".mindrecord")
    writer = FileWriter(file_name=name, shard_num=1, overwrite=True)
    writer.add_schema({"file_name": {"type": "string"}, "label": {"type": col_type}, "data": {"type": "bytes"}}, "s")
    writer.add_index(["file_name", "label"])
    rows = []
    for i in range(12):
        cls = i // 4
        label = str(cls) if col_type == "string" else cls + 0.5 if col_type.startswith("float") else cls
        rows.append({"file_name": f"{i}.jpg", "label": label, "data": bytes([i, i + 1])})
    writer.write_raw_data(rows)
    writer.commit()
    return name


for col_type in ("string", "int32", "int64", "float32", "float64"):
    name = write(col_type)
    d = ds.MindDataset(dataset_files=name, sampler=ds.PKSampler(2, class_column="label"))
    labels = [r["label"] for r in d.create_dict_iterator(num_epochs=1, output_numpy=True)]
    emit(col_type + "_size", d.get_dataset_size())
    emit(col_type + "_dtype", str(labels[0].dtype))
    d5 = ds.MindDataset(dataset_files=name, sampler=ds.PKSampler(5, class_column="label"))
    emit(col_type + "_pk5_size", d5.get_dataset_size())
    emit(col_type + "_pk5_rows", len(list(d5.create_tuple_iterator(num_epochs=1))))

emit_error("missing_class_column",
           lambda: list(ds.MindDataset(dataset_files=write("int32"),
                                       sampler=ds.PKSampler(2, class_column="nope")).create_tuple_iterator()))
